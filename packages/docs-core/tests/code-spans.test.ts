import {describe, expect, it} from 'vitest';
import {codeSpans} from '../src/text/codeSpans';

describe('codeSpans', () => {
  it('splits a sentence at its code spans, odd parts code', () => {
    expect(codeSpans('`extractHDPath` (`app/src/apdu_handler.c`) swaps the coin type')).toEqual([
      {text: 'extractHDPath', code: true},
      {text: ' (', code: false},
      {text: 'app/src/apdu_handler.c', code: true},
      {text: ') swaps the coin type', code: false},
    ]);
  });

  it('gives a sentence without code back whole', () => {
    expect(codeSpans("paths under 44'/354'.")).toEqual([{text: "paths under 44'/354'.", code: false}]);
  });

  it('refuses an unclosed backtick instead of guessing where the code ends', () => {
    expect(() => codeSpans('the `INS_SIGN handler')).toThrow(/unclosed backtick/);
  });
});
