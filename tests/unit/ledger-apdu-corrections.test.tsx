/**
 * The "differs from the published specification" box draws the files, functions and macros its sentences name as
 * code (the data marks them as Markdown code spans; ledger-apdu-data.test.ts holds every app's corrections to that).
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {apduSpecs} from '../../src/ledger/apdu';
import {ApduSpec, text} from './fixtures/apduSpecPage';

describe('APDU page corrections', () => {
  const box = (folder: string) => {
    const html = renderToStaticMarkup(<ApduSpec spec={apduSpecs[folder]} />);
    return html.slice(html.indexOf('aria-label="Differences from the published specification"'), html.indexOf('</ul>'));
  };

  it('sets the names as code and shows no backtick', () => {
    const lisk = box('lisk');
    expect(lisk).toContain('<code>extractHDPath</code> (<code>app/<wbr/>src/<wbr/>apdu_handler.c</code>)');
    expect(text(lisk)).not.toContain('`');
  });

  it('keeps the prose between the spans as it is written', () => {
    const cosmos = text(box('cosmos'));
    expect(cosmos).toContain(
      'The specification marks P2 of SIGN_SECP256K1 as not used; process_chunk in app/src/common/app_main.c answers 0x6B00',
    );
  });
});
