/**
 * The status-word table of an APDU page (issue 62): every word the app's code defines, the identifiers
 * that define it, and what the specification file says of it, with the page's sentences about the
 * difference and about unhandled exceptions.
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {apduSpecs} from '../../src/ledger/apdu';
import {ApduSpec, text as pageText} from './fixtures/apduSpecPage';

const text = (html: string) =>
  pageText(html)
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

function statusTable(html: string): string[][] {
  const table = html.match(/<table[^>]*aria-label="[^"]* status words"[^>]*>([\s\S]*?)<\/table>/)![1];
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
    [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell]) => text(cell)),
  );
}

describe('status words on the APDU page', () => {
  it('Filecoin: the 16 words of the code, 8 of them marked as not in docs/APDUSPEC.md, with the files read', () => {
    const html = renderToStaticMarkup(<ApduSpec spec={apduSpecs.filecoin} />);
    const rows = statusTable(html);
    expect(rows[0]).toEqual(['SW1-SW2', 'Meaning', 'Defined as', 'In docs/APDUSPEC.md']);
    expect(rows.slice(1)).toHaveLength(16);
    expect(rows.find((r) => r[0] === '0x6984')).toEqual(['0x6984', 'Data is invalid', 'APDU_CODE_DATA_INVALID', 'not listed']);
    expect(rows.find((r) => r[0] === '0x6986')).toEqual(['0x6986', 'Command not allowed', 'APDU_CODE_COMMAND_NOT_ALLOWED', 'listed']);
    expect(rows.filter((r) => r[3] === 'not listed')).toHaveLength(8);
    const page = text(html);
    expect(page).toContain(
      "The 16 status words below are every one the app's code defines, read at Zondax/ledger-filecoin@715736c in include/apdu_codes.h of Zondax/ledger-zxlib@7fbd5d3 (ledger-zxlib is the deps/ledger-zxlib submodule, at the commit the app pins).",
    );
    expect(page).toContain('docs/APDUSPEC.md lists 8 of these 16; the last column marks the 8 it leaves out.');
    expect(page).toContain(
      'reaches the host as 0x6800 | (exception & 0x7FF) (app/src/apdu_handler.c), so a word from 0x6800 to 0x6FFF that is not in the table is an SDK exception',
    );
    // The word is code, and the handler a link to its file at the commit read.
    expect(html).toContain('as <code>0x6800 | (exception &amp; 0x7FF)</code> (');
    expect(html).toContain('href="https://github.com/Zondax/ledger-filecoin/blob/715736c');
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/github\.com\/Zondax\/ledger-filecoin\/blob\/715736c[0-9a-f]*\/app\/src\/apdu_handler\.c"[^>]*>app\/src\/apdu_handler\.c<\/a>\)/,
    );
  });

  it("Nodle: a word the specification file gives another meaning shows that meaning in the table's sentence", () => {
    const html = renderToStaticMarkup(<ApduSpec spec={apduSpecs.nodle} />);
    expect(statusTable(html).find((r) => r[0] === '0x6700')![3]).toBe('not listed');
    expect(text(html)).toContain('It also gives 0x6400 as "Wrong buffer length", which the code defines as execution error.');
    // The specification file is a link to it at the commit read, and the word is code, as in the table.
    const sentence = html.match(/<p[^>]*data-testid="status-words-spec"[^>]*>([\s\S]*?)<\/p>/)![1];
    expect(sentence).toMatch(
      /^<a [^>]*href="https:\/\/github\.com\/Zondax\/ledger-nodle\/blob\/[0-9a-f]{40}\/docs\/APDUSPEC\.md"[^>]*>docs\/APDUSPEC\.md<\/a> lists /,
    );
    expect(sentence).toContain('It also gives <code>0x6400</code> as');
  });

  it('Avalanche: a code defined by several identifiers lists each', () => {
    const row = statusTable(renderToStaticMarkup(<ApduSpec spec={apduSpecs.avalanche} />)).find((r) => r[0] === '0x6A80')!;
    expect(row.slice(1, 3)).toEqual([
      'Data is invalid; Bad key handle',
      'ApduError::DataInvalid, APDU_RESPONSE_INVALID_DATA, APDU_CODE_BAD_KEY_HANDLE',
    ]);
  });
});
