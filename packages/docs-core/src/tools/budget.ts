/**
 * How big an answer may be. Assistants pay for every token they read, so each tool keeps its answer
 * within a budget the caller may set (approximate tokens, about four characters each) and says when and
 * where it cut, as Mintlify's 3,000-token default and Microsoft Learn's maxTokenBudget do.
 */
import {z} from 'zod';

export const CHARS_PER_TOKEN = 4;
/** The default budget: with the answer's header lines it stays under about 4,000 tokens. */
export const DEFAULT_MAX_TOKENS = 3_500;
export const MIN_MAX_TOKENS = 200;
export const MAX_MAX_TOKENS = 25_000;

export const maxTokensArg = z
  .number()
  .int()
  .min(MIN_MAX_TOKENS)
  .max(MAX_MAX_TOKENS)
  .optional()
  .describe(`Size budget of the answer in approximate tokens (about ${CHARS_PER_TOKEN} characters each; default ${DEFAULT_MAX_TOKENS})`);

export const budgetChars = (maxTokens: number | undefined) => (maxTokens ?? DEFAULT_MAX_TOKENS) * CHARS_PER_TOKEN;

const fenceLine = /^\s{0,3}(```|~~~)/;

/** Whether `at` (a character offset) falls inside a fenced code block of `text`. */
function insideFence(text: string, at: number): boolean {
  let open: string | undefined;
  let offset = 0;
  for (const line of text.split('\n')) {
    if (offset >= at) break;
    const marker = fenceLine.exec(line)?.[1];
    if (marker && (open === undefined || open === marker)) open = open ? undefined : marker;
    offset += line.length + 1;
  }
  return open !== undefined;
}

/**
 * Where to cut `text` to keep at most `limit` characters: the last paragraph break outside a code block
 * in the second half of the allowance, else the last line break, else `limit` itself. Returns the
 * length to keep (the whole text when it fits).
 */
export function cutPoint(text: string, limit: number): number {
  if (text.length <= limit) return text.length;
  for (let at = text.lastIndexOf('\n\n', limit); at > limit / 2; at = text.lastIndexOf('\n\n', at - 1)) {
    if (!insideFence(text, at)) return at + 2;
  }
  const line = text.lastIndexOf('\n', limit);
  return line > limit / 2 ? line + 1 : limit;
}

/** "14,000" as people read numbers. */
export const count = (n: number) => n.toLocaleString('en-US');
