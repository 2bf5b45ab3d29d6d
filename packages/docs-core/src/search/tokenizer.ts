/**
 * Tokenizer shared by the index builder (Node), the search worker and the highlighter.
 *
 * Identifiers must be findable whole and by their parts (INS_GET_ADDR_SAPLING,
 * transactionSignLotus, balances.transfer, 0x6985): a compound token is emitted
 * once whole (lowercased, separators kept) and once per part (split on `_ . : - /`
 * and on camelCase boundaries). Plain words are emitted once.
 */

export interface Token {
  /** Normalised term (lowercase, no diacritics). */
  term: string;
  /** Offsets in the original string (UTF-16 code units). */
  start: number;
  end: number;
  /** True for a part of a compound token (the whole is emitted separately). */
  part: boolean;
}

/** Letters, digits, underscore, joined by single `. : - /` between word characters. */
const COMPOUND = /[\p{L}\p{N}_]+(?:[.:\-/][\p{L}\p{N}_]+)*/gu;
/** Parts of a compound: runs split on separators and on lower→Upper (camelCase) boundaries. */
const PART = /\p{Lu}{2,}s(?![\p{Ll}])|\p{Lu}+(?![\p{Ll}])|\p{Lu}?\p{Ll}+|\p{N}+[\p{L}\p{N}]*|[\p{Lo}\p{Lm}]+/gu;

/** Terms longer than this are not indexed (base64 blobs, hashes). */
export const MAX_TERM_LENGTH = 40;

/**
 * Very frequent English words that carry no meaning on their own. They are not indexed;
 * a query made only of them still matches by its other words or returns nothing.
 */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can do does for from has have if in into is it its ' +
    'of on or so such than that the their then there these this those to was were will with ' +
    'you your we our which when where who how what not no yes also may must should would could ' +
    'all any each other more most some only own same very just about over after before'
  ).split(' '),
);

export function normalize(text: string): string {
  // NFKD + strip combining marks: "Zürich" → "zurich"; lowercase last.
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function normalizeTerm(raw: string): string {
  // Keep the length 1:1 with the source for plain ASCII; other scripts only need equality.
  return normalize(raw);
}

/** All tokens of a text, wholes and parts, in order of appearance. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  if (!text) return out;
  COMPOUND.lastIndex = 0;
  for (let m = COMPOUND.exec(text); m; m = COMPOUND.exec(text)) {
    const raw = m[0];
    const start = m.index;
    const whole = normalizeTerm(raw);
    if (whole.length > MAX_TERM_LENGTH * 2) continue;
    const parts: Token[] = [];
    // Split on separators first, then camelCase inside each piece.
    const pieceRe = /[^_.:\-/]+/g;
    for (let p = pieceRe.exec(raw); p; p = pieceRe.exec(raw)) {
      const piece = p[0];
      PART.lastIndex = 0;
      const sub: Array<[string, number]> = [];
      for (let q = PART.exec(piece); q; q = PART.exec(piece)) sub.push([q[0], q.index]);
      if (sub.length === 0 || (sub.length === 1 && sub[0][0] === piece)) {
        parts.push({term: normalizeTerm(piece), start: start + p.index, end: start + p.index + piece.length, part: true});
      } else {
        for (const [s, i] of sub) {
          parts.push({term: normalizeTerm(s), start: start + p.index + i, end: start + p.index + i + s.length, part: true});
        }
      }
    }
    const isCompound = parts.length > 1;
    if (whole.length <= MAX_TERM_LENGTH) out.push({term: whole, start, end: start + raw.length, part: false});
    if (isCompound) {
      // One-letter parts (the t of sign_t) are noise on their own.
      for (const p of parts) if (p.term.length > 1 && p.term.length <= MAX_TERM_LENGTH && p.term !== whole) out.push(p);
    }
  }
  return out;
}

/**
 * Tails of a compound, from each separator on: `balances.transfer_keep_alive` also gives
 * `transfer_keep_alive` and `keep_alive`, `sim.navigateUntilText` gives `navigateuntiltext`.
 * A reader types the identifier as their own code spells it, often without its prefix; as
 * index terms, the tails make that whole (and its prefixes) match.
 */
export function compoundTails(token: Token, text: string): Token[] {
  if (token.part) return [];
  const raw = text.slice(token.start, token.end);
  const out: Token[] = [];
  const sep = /[_.:\-/]/g;
  for (let m = sep.exec(raw); m; m = sep.exec(raw)) {
    const at = m.index + 1;
    const tail = normalize(raw.slice(at));
    if (tail.length >= 4 && tail.length <= MAX_TERM_LENGTH && /[_.:\-/]|\p{Ll}\p{Lu}/u.test(raw.slice(at)))
      out.push({term: tail, start: token.start + at, end: token.end, part: true});
  }
  return out;
}

/** Distinct indexable terms of a text (stop words and empty terms removed). */
export function indexTerms(text: string): string[] {
  const seen = new Set<string>();
  for (const t of tokenize(text)) {
    if (t.term && !STOP_WORDS.has(t.term)) seen.add(t.term);
    for (const tail of compoundTails(t, text)) seen.add(tail.term);
  }
  return [...seen];
}

/**
 * Adjacent words of a title or heading joined ("Quick start" → "quickstart"), so a
 * reader who types the closed compound still finds it. Letters only, at most 24 chars.
 */
export function joinedPairs(text: string): string[] {
  const words = tokenize(text)
    .filter((t) => !t.part)
    .map((t) => t.term);
  const out: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const a = words[i];
    const b = words[i + 1];
    if (/^\p{L}+$/u.test(a) && /^\p{L}+$/u.test(b) && a.length + b.length <= 24 && !STOP_WORDS.has(a) && !STOP_WORDS.has(b))
      out.push(a + b);
  }
  return out;
}

/**
 * One unit of a query: a word the reader typed. A compound word (`balances.transfer`)
 * also carries its parts, used when the whole is not in the index.
 */
export interface QueryUnit {
  text: string;
  term: string;
  parts: string[];
  /** The reader may still be typing this word (it is the last one and no space follows). */
  last: boolean;
}

export function queryUnits(query: string): QueryUnit[] {
  const tokens = tokenize(query);
  const units: QueryUnit[] = [];
  let current: QueryUnit | undefined;
  for (const t of tokens) {
    if (!t.part) {
      current = {text: query.slice(t.start, t.end), term: t.term, parts: [], last: false};
      units.push(current);
    } else if (current) {
      current.parts.push(t.term);
    }
  }
  const meaningful = units.filter((u) => !STOP_WORDS.has(u.term));
  const result = meaningful.length > 0 ? meaningful : [];
  if (result.length > 0) {
    const lastUnit = result[result.length - 1];
    const lastToken = tokens.filter((t) => !t.part).at(-1);
    lastUnit.last =
      lastToken !== undefined && lastToken.term === lastUnit.term && lastToken.end === query.trimEnd().length && !/\s$/.test(query);
  }
  return result;
}

/**
 * Words that carry the asking, not the subject, of a question ("I'm trying to…", "is there a way…",
 * "can anyone tell me why…"). They are dropped from a question, or from a shorter query that opens as one
 * (see parseQuery), never from the index or another short query: "My Ledger" is a menu of Ledger Live.
 */
export const QUESTION_WORDS = new Set(
  (
    'i im ive id me my mine myself am please thanks thank hello hi anyone someone somebody know tell ' +
    'want wants wanted need needs needed trying try tried able way why whether really actually ' +
    'something anything thing things still already even else yet much many lot possible seems seem ' +
    'like did doing done got getting instead first now ok okay sure ' +
    // what is left of contractions (I'm, it's, don't, I've, you'll, they're)
    'm s t d ll re ve don doesn didn isn wasn aren won shouldn couldn wouldn haven hasn'
  ).split(' '),
);

/**
 * Words that open a sentence asked as a question ("how do I…", "can I…", "I want to…"). A shorter query opening
 * with one loses its question words too ("I" would match every "Can I…" heading) but is still matched as keywords.
 */
export const QUESTION_OPENERS = new Set('how what why where when which who can could does do did is are should would will i im'.split(' '));

/** The query's first whole word is one of QUESTION_OPENERS. */
export const opensAsQuestion = (query: string): boolean => QUESTION_OPENERS.has(tokenize(query).find((t) => !t.part)?.term ?? '');

/** A query of at least this many words (stop words aside) is read as a question. */
export const QUESTION_MIN_WORDS = 6;
/** Words a query is matched by at most: a long question's first distinct ones, question words aside. */
export const MAX_QUERY_WORDS = 32;

/** A hexadecimal code (status word `0x6986`, INS byte `0x02`, class byte `0xF9`): it names one thing, so only matches itself. */
export const isHexCode = (term: string): boolean => /^0x[0-9a-f]+$/.test(term);

/**
 * The status word a bare code stands for, as the pages write it: a reader pastes "6986" or "6a80" from an error line,
 * or 27014 from a client library's decimal return code, for 0x6986. Only the status-word ranges (0x6000–0x6FFF and
 * 0x9000–0x9FFF, and 0x5000–0x5FFF of the device's own answers such as a locked device's 0x5515); the engine matches it
 * beside the code as typed.
 */
export function statusWordOf(term: string): string | undefined {
  if (/^[569][0-9a-f]{3}$/.test(term)) return `0x${term}`;
  if (!/^\d{5}$/.test(term)) return undefined;
  const code = Number(term);
  return [0x5, 0x6, 0x9].includes(code >> 12) && code <= 0xffff ? `0x${code.toString(16)}` : undefined;
}

/** An identifier: a compound (`INS_GET_ADDR`, `balances.transfer`), a camelCase name or letters mixed with digits. */
export const isIdentifier = (unit: QueryUnit): boolean =>
  unit.parts.length > 0 || /\p{Ll}\p{Lu}/u.test(unit.text) || (/\p{L}/u.test(unit.term) && /\p{N}/u.test(unit.term));

export interface ParsedQuery {
  /** The words to match, in the order typed, each once. */
  units: QueryUnit[];
  /**
   * The query is a question (QUESTION_MIN_WORDS words or more): its question words are dropped (as they are
   * from a shorter query opening with one of QUESTION_OPENERS, which stays a keyword query), and its words are
   * matched as typed (identifiers exactly, no completion except for a word still being typed).
   */
  question: boolean;
}

/** The words of a query as the engine matches them (see ParsedQuery). */
export function parseQuery(query: string): ParsedQuery {
  let units = queryUnits(query);
  const question = units.length >= QUESTION_MIN_WORDS;
  if (question || opensAsQuestion(query)) {
    const subject = units.filter((u) => !QUESTION_WORDS.has(u.term));
    if (subject.length > 0) units = subject;
  }
  const seen = new Set<string>();
  units = units.filter((u) => !seen.has(u.term) && (seen.add(u.term), true)).slice(0, MAX_QUERY_WORDS);
  return {units, question};
}
