import {describe, expect, it} from 'vitest';
import {highlight, snippet} from '@zondax/docs-core/search/highlight';
import {markedSegments} from '@zondax/docs-core/search/markedSegments';
import {unescapeHtml} from '@zondax/docs-core/text/unescapeHtml.mjs';

const match = (...words: string[]) => ({units: words.map((word) => ({word, terms: new Set([word])}))});
const text = (value: string) =>
  markedSegments(value)
    .map((s) => s.text)
    .join('');
const marked = (value: string) =>
  markedSegments(value)
    .filter((s) => s.marked)
    .map((s) => s.text);

describe('highlighted search values as text segments (/search results without innerHTML)', () => {
  it('gives back the original text of a highlighted value, markup characters included, with the matches marked', () => {
    const original = '<b>transfer</b> & "more" from Vec<u8> to a transfer\'s end';
    const value = highlight(original, match('transfer')).value;
    expect(value).toContain('&lt;b&gt;<mark>transfer</mark>');
    expect(text(value)).toBe(original);
    expect(marked(value)).toEqual(['transfer', 'transfer']);
  });

  it('keeps a snippet’s ellipses and its marks', () => {
    const original =
      'one two three four five six seven eight nine ten eleven twelve sign fourteen fifteen sixteen seventeen eighteen nineteen twenty';
    const value = snippet(original, match('sign'), 6).value;
    const segments = markedSegments(value);
    expect(segments.find((s) => s.marked)?.text).toBe('sign');
    expect(text(value).startsWith('…')).toBe(true);
    expect(text(value).endsWith('…')).toBe(true);
  });

  it('never turns text into markup: tags other than the highlight tags stay text', () => {
    expect(markedSegments('<img src=x onerror=alert(1)> <mark>sign</mark>')).toEqual([
      {text: '<img src=x onerror=alert(1)> ', marked: false},
      {text: 'sign', marked: true},
    ]);
  });

  it('leaves an unclosed highlight tag and unknown references as written', () => {
    expect(markedSegments('a <mark>b')).toEqual([{text: 'a <mark>b', marked: false}]);
    expect(unescapeHtml('&copy; &#x41;&#66; &#0; &bogus;')).toBe('&copy; AB &#0; &bogus;');
  });

  it('reads values marked with other tags', () => {
    expect(markedSegments('x <em>y</em> z', '<em>', '</em>')).toEqual([
      {text: 'x ', marked: false},
      {text: 'y', marked: true},
      {text: ' z', marked: false},
    ]);
  });

  it('returns no segment for an empty value', () => {
    expect(markedSegments('')).toEqual([]);
  });
});
