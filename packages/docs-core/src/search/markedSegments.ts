/**
 * A highlighted search value (text with <mark> around the matches; the local engine escapes the
 * text before adding the marks, src/search/highlight.ts) as plain text segments, so the /search
 * page renders it as React text and <mark> elements; a hosted Algolia value is read the same way. Setting each value as innerHTML ran the HTML fragment parser once per
 * title, breadcrumb and snippet (~70 times for a page of 20 results: 30 ms of parsing inside the
 * task that shows the results, unthrottled). Text is never interpreted as markup here.
 */
import {unescapeHtml} from '../text/unescapeHtml.mjs';
import {defaultHighlightOptions} from './highlight';

export type MarkedSegment = {text: string; marked: boolean};

export function markedSegments(
  value: string,
  preTag = defaultHighlightOptions.preTag,
  postTag = defaultHighlightOptions.postTag,
): MarkedSegment[] {
  const segments: MarkedSegment[] = [];
  const push = (raw: string, marked: boolean) => {
    if (raw) segments.push({text: unescapeHtml(raw), marked});
  };
  let at = 0;
  for (;;) {
    const open = value.indexOf(preTag, at);
    const close = open < 0 ? -1 : value.indexOf(postTag, open + preTag.length);
    if (close < 0) break;
    push(value.slice(at, open), false);
    push(value.slice(open + preTag.length, close), true);
    at = close + postTag.length;
  }
  push(value.slice(at), false);
  return segments;
}
