/**
 * StarkEx/StarkNet app: facts from Zondax/ledger-starkware docs/APDU.md; class byte from
 * app/src/constants.rs; path prefix from the Makefile (2645'/579218131', EIP-2645).
 */
import type {ApduSpec} from '../../../src/ledger/apdu/schema';
import {basicStatusWords, getVersion, version9} from '../shared/common';

const noOrder = 'The specification gives the path as a count byte and 4-byte components without their byte order, so the builder does not generate this command.';

const spec: ApduSpec = {
  folder: 'starkware',
  appName: 'Starkware',
  repo: 'Zondax/ledger-starkware',
  sourceFile: 'docs/APDU.md',
  cla: 0xff,
  coinType: null,
  defaultPath: "m/2645'/579218131'/0'/0'",
  path: {encoding: 'u32be', lengthPrefix: true, minComponents: 2, maxComponents: 6},
  chunkSize: 250,
  commands: [
    getVersion(version9, 0x00, 'GetVersion'),
    {
      id: 'getAddress',
      name: 'GetAddress',
      ins: 0x01,
      summary: 'Returns the Stark public key for a path under 2645\'/579218131\'.',
      p1: {meaning: 'Show on the device', options: [{value: 0, label: 'No'}, {value: 1, label: 'Yes'}]},
      p2: {meaning: 'Not used', ignored: true},
      payload: [{id: 'path', name: 'PATH', kind: 'path', bytes: 'var', description: 'Component count (1 byte), then each component (4 bytes)'}],
      response: [
        {name: 'PK_LEN', bytes: 1, show: 'uint-be', description: 'Public key length'},
        {name: 'PKEY', bytes: {from: 'PK_LEN'}, description: 'Public key'},
      ],
      buildable: false,
      notes: [noOrder],
    },
    {
      id: 'sign',
      name: 'Sign',
      ins: 0x02,
      summary: 'Signs the SHA-256 hash of the data: the path first, then the data in chunks.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: {meaning: 'Not used', ignored: true},
      payload: [
        {id: 'path', name: 'PATH', kind: 'path', bytes: 'var', description: 'Component count (1 byte), then each component (4 bytes)'},
        {id: 'message', name: 'DATA', kind: 'message', bytes: 'var', placement: 'data', description: 'Data to sign'},
      ],
      chunking: {layout: 'fields', p1: {first: 0, middle: 1, last: 2}},
      response: [
        {name: 'SIG_HASH', bytes: 32, description: 'SHA-256 hash that was signed'},
        {name: 'SIG', bytes: 65, description: 'Signature, RSV encoded'},
      ],
      buildable: false,
      notes: [noOrder],
    },
  ],
  statusWords: basicStatusWords,
  corrections: ['The specification leaves the class byte "to be determined" (0xFF); app/src/constants.rs defines 0xFF, while the debug script in zemu/debug uses 0x80.'],
};

export default spec;
