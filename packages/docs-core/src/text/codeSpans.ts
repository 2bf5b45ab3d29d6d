/**
 * A data sentence split at its Markdown code spans (`app/src/crypto.c`, `INS_SIGN`): the APDU pages' corrections name
 * files, functions and macros, which read as code on the page, and the MCP tools hand the same sentence to an assistant
 * as Markdown. Odd parts are code. A sentence with an unclosed backtick is a data error, not something to guess at:
 * `codeSpans` throws, so the unit tests over every app's data find it before a build does.
 */
export function codeSpans(text: string): {text: string; code: boolean}[] {
  const parts = text.split('`');
  if (parts.length % 2 === 0) throw new Error(`codeSpans: an unclosed backtick in "${text}"`);
  return parts.map((part, i) => ({text: part, code: i % 2 === 1})).filter((part) => part.text !== '');
}
