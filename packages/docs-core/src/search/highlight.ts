/**
 * Algolia-shaped _highlightResult / _snippetResult values. Text is always HTML-escaped
 * first; only the configured pre/post tags (default <mark>) are added afterwards, so a
 * page or query containing HTML can never inject markup.
 */
import {escapeHtml} from '../text/escapeHtml.mjs';
import {compoundTails, tokenize} from './tokenizer';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightValue {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightOptions {
  preTag: string;
  postTag: string;
  ellipsis: string;
}

export const defaultHighlightOptions: HighlightOptions = {preTag: '<mark>', postTag: '</mark>', ellipsis: '…'};

/** What a query matched: the dictionary terms per query word. */
export interface MatchTerms {
  /** Query word (as typed) → matched index terms. */
  units: Array<{word: string; terms: Set<string>}>;
}

interface Span {
  start: number;
  end: number;
  unit: number;
}

function matchSpans(text: string, match: MatchTerms): Span[] {
  const spans: Span[] = [];
  for (const token of tokenize(text)) {
    for (const tok of [token, ...compoundTails(token, text)]) {
      const unit = match.units.findIndex((u) => u.terms.has(tok.term));
      if (unit >= 0) spans.push({start: tok.start, end: tok.end, unit});
    }
  }
  // Keep the outermost spans: a whole identifier wins over its parts.
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Span[] = [];
  for (const s of spans) {
    const last = out[out.length - 1];
    if (last && s.start < last.end) continue;
    out.push(s);
  }
  return out;
}

function render(text: string, spans: Span[], from: number, to: number, opts: HighlightOptions): string {
  let html = '';
  let pos = from;
  for (const s of spans) {
    if (s.end <= from || s.start >= to) continue;
    const a = Math.max(s.start, from);
    const b = Math.min(s.end, to);
    html += escapeHtml(text.slice(pos, a)) + opts.preTag + escapeHtml(text.slice(a, b)) + opts.postTag;
    pos = b;
  }
  return html + escapeHtml(text.slice(pos, to));
}

function levelOf(spans: Span[], match: MatchTerms): {level: MatchLevel; words: string[]} {
  const units = new Set(spans.map((s) => s.unit));
  const words = [...units].sort((a, b) => a - b).map((u) => match.units[u].word);
  if (units.size === 0) return {level: 'none', words};
  return {level: units.size === match.units.length ? 'full' : 'partial', words};
}

export function highlight(text: string, match: MatchTerms, opts: HighlightOptions = defaultHighlightOptions): HighlightValue {
  const spans = matchSpans(text, match);
  const {level, words} = levelOf(spans, match);
  const covered = spans.reduce((n, s) => n + (s.end - s.start), 0);
  const value = render(text, spans, 0, text.length, opts);
  return {
    value,
    matchLevel: level,
    matchedWords: words,
    ...(level !== 'none' ? {fullyHighlighted: covered >= text.replace(/\W/g, '').length && level === 'full'} : {}),
  };
}

/**
 * A window of `words` words around the first match (the start of the text when nothing
 * matched), with the ellipsis where the text was cut (at its end, only when the cut is inside a sentence). Marks between
 * words are not counted.
 */
export function snippet(text: string, match: MatchTerms, words: number, opts: HighlightOptions = defaultHighlightOptions): SnippetValue {
  const spans = matchSpans(text, match);
  const {level} = levelOf(spans, match);
  const wordRe = /\S+/g;
  const bounds: Array<[number, number]> = [];
  for (let m = wordRe.exec(text); m; m = wordRe.exec(text)) {
    // A mark with no letter or digit (a table row's "·", a dash) is not a word: it stays with the word before it, so
    // it neither takes a place of the window nor opens one ("…· transfer").
    if (bounds.length > 0 && !/[\p{L}\p{N}]/u.test(m[0])) bounds[bounds.length - 1][1] = m.index + m[0].length;
    else bounds.push([m.index, m.index + m[0].length]);
  }
  if (bounds.length <= words || words <= 0) {
    return {value: render(text, spans, 0, text.length, opts), matchLevel: level};
  }
  let first = 0;
  if (spans.length > 0) {
    const at = bounds.findIndex(([, e]) => e > spans[0].start);
    first = Math.max(0, at - Math.floor((words - 1) / 3));
  }
  first = Math.min(first, bounds.length - words);
  const last = first + words - 1;
  const from = bounds[first][0];
  const to = bounds[last][1];
  // A window that ends a sentence needs no closing ellipsis: "everywhere.…" read as a stray fourth dot.
  const cutMidSentence = last < bounds.length - 1 && !/[.!?]$/.test(text.slice(from, to));
  const value = (first > 0 ? opts.ellipsis : '') + render(text, spans, from, to, opts) + (cutMidSentence ? opts.ellipsis : '');
  return {value, matchLevel: level};
}
