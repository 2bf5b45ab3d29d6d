import {describe, expect, it} from 'vitest';
import {codeSegments, flagHeads} from '../src/text/codeSegments';
import {codeBreaksInHtml} from '../src/text/codeBreaksHtml';

const split = (text: string) => codeSegments(text).join('|');

describe('where a long code word may wrap (codeSegments)', () => {
  it('between the parts of a path: after a slash, keeping a leading slash and a run of slashes with what follows', () => {
    expect(split('/block/height/:block_height')).toBe('/block/|height/|:block_height');
    expect(split('https://api.zondax.ch/fil/node/<network>/rpc/v1')).toBe('https://|api.zondax.ch/|fil/|node/|<network>/|rpc/|v1');
    expect(split('/ledger-apps/edgeware/supported_latest')).toBe('/ledger-apps/|edgeware/|supported_latest');
  });

  it('between the parts of a signature: after ::, a comma, the opening brackets after a name', () => {
    expect(split('handle_filecoin_method(uint64,uint64,bytes)')).toBe('handle_|filecoin_|method(|uint64,|uint64,|bytes)');
    expect(split('fil_actor_paych::SignedVoucher')).toBe('fil_actor_paych::|SignedVoucher');
    expect(split('Vec<(AccountId,Balance)>')).toBe('Vec<(|AccountId,|Balance)>');
  });

  it('inside a part longer than 20 characters only: before a dot joining names, after an underscore, at a camel-case word', () => {
    expect(split('APDU_CODE_OUTPUT_BUFFER_TOO_SMALL')).toBe('APDU_|CODE_|OUTPUT_|BUFFER_|TOO_|SMALL');
    expect(split('server.cors_allow_origins')).toBe('server|.cors_|allow_|origins');
    expect(split('getDealProviderCollateral')).toBe('get|Deal|Provider|Collateral');
    expect(split('HTTPServerConfiguration')).toBe('HTTP|Server|Configuration');
    expect(split('balance(CommonTypes.FilAddress memory addr)')).toBe('balance(|Common|Types|.Fil|Address memory addr)');
    expect(split('/validator/:validator_address/uptime')).toBe('/validator/|:validator_address/|uptime');
    expect(split('tx_update_account')).toBe('tx_update_account');
  });

  it('not inside a number, a short word, a hash or a CID (the CSS breaks those), nor within two characters of an end', () => {
    expect(split('version 10.0.0.12345678')).toBe('version 10.0.0.12345678');
    expect(split('CHAIN_NAME')).toBe('CHAIN_NAME');
    expect(split('0xfe00000000000000000000000000000000000005')).toBe('0xfe00000000000000000000000000000000000005');
    expect(split('__init_module_state_values__')).toBe('__init_|module_|state_|values__');
    expect(split('/a/bcdefghijklmnop/q')).toBe('/a/|bcdefghijklmnop/q');
  });

  it('everywhere it may when asked to (a pallet name in its narrow column)', () => {
    expect(codeSegments('NominationPools', 0, 0).join('|')).toBe('Nomination|Pools');
  });

  it('gives the text back unchanged, spaces included, whatever it is', () => {
    for (const text of [
      '',
      ' ',
      'balance(CommonTypes.FilAddress memory addr)',
      '  two  spaces_between_words_here  ',
      'a/b/c/d/e/f/g/h/i/j/k/l',
    ])
      expect(codeSegments(text).join('')).toBe(text);
  });
});

describe("a command-line flag's head, kept on one line (flagHeads)", () => {
  const heads = (text: string) => flagHeads(text).filter((_, i) => i % 2 === 1);

  it('is its dashes and its first word, at the start of the text or after a space', () => {
    expect(flagHeads('--debug')).toEqual(['', '--debug', '']);
    expect(heads('-m <model> --display headless')).toEqual(['-m', '--display']);
    // A later hyphen may still break: only the head is kept whole.
    expect(flagHeads('--disable-background-networking')).toEqual(['', '--disable', '-background-networking']);
  });

  it('is not a hyphen inside a word, a lone dash or a double dash ending the options', () => {
    expect(heads('get-port zemu- a - b -- c')).toEqual([]);
    expect(flagHeads('ledger-zxlib')).toEqual(['ledger-zxlib']);
  });

  it('gives the text back unchanged', () => {
    for (const text of ['', '--debug', ' -m x --y-z  w', 'no flags here']) expect(flagHeads(text).join('')).toBe(text);
  });
});

describe('breaks in the code of an HTML string (a table of contents entry, codeBreaksInHtml)', () => {
  it('puts <wbr> between the parts of each text-only <code>, decoding and escaping its text again', () => {
    expect(codeBreaksInHtml('<code>deserialize_constructor_params</code>', 0, 0)).toBe(
      '<code>deserialize_<wbr>constructor_<wbr>params</code>',
    );
    expect(codeBreaksInHtml('Calls <code>Vec&lt;(AccountId,Balance)&gt;</code> and <code>key_derive</code>', 0, 0)).toBe(
      'Calls <code>Vec&lt;(<wbr>Account<wbr>Id,<wbr>Balance)&gt;</code> and <code>key_<wbr>derive</code>',
    );
  });

  it('leaves text outside code, and code that already holds markup, as they are', () => {
    expect(codeBreaksInHtml('Keys and key_derive', 0, 0)).toBe('Keys and key_derive');
    expect(codeBreaksInHtml('<code>INS_<wbr>GET_<wbr>ADDR</code>', 0, 0)).toBe('<code>INS_<wbr>GET_<wbr>ADDR</code>');
  });
});
