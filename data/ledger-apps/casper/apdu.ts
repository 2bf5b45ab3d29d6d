/**
 * Casper app: commands from Zondax/ledger-casper docs/APDUSPEC.md. The class byte follows
 * app/src/coin.h, which disagrees with the document (see corrections).
 */
import type {ApduSpec} from '../../../src/ledger/apdu/schema';
import {basicStatusWords, confirm, getVersion, initAddLast, messageField, pathField, version5} from '../shared/common';

const spec: ApduSpec = {
  folder: 'casper',
  appName: 'Casper',
  repo: 'Zondax/ledger-casper',
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x11,
  coinType: 506,
  defaultPath: "m/44'/506'/0'/0/0",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  commands: [
    getVersion(version5),
    {
      id: 'getAddrSecp256k1',
      name: 'INS_GET_ADDR_SECP256K1',
      ins: 0x01,
      summary: 'Returns the secp256k1 public key for a path.',
      p1: confirm,
      p2: {meaning: 'Not used', ignored: true},
      payload: [pathField('Derivation path, five components starting 44\'/506\'')],
      response: [{name: 'PK', bytes: 33, description: 'Compressed public key'}],
    },
    {
      id: 'signSecp256k1',
      name: 'INS_SIGN_SECP256K1',
      ins: 0x02,
      summary: 'Signs a Casper-serialized deploy: the path first, then the serialized bytes in chunks.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: {meaning: 'Not used', ignored: true},
      payload: [pathField(), messageField('Casper-serialized data to sign', '00')],
      chunking: initAddLast,
      response: [
        {name: 'R', bytes: 32, description: 'secp256k1 signature R'},
        {name: 'S', bytes: 32, description: 'secp256k1 signature S'},
      ],
    },
  ],
  statusWords: basicStatusWords,
  corrections: [
    'The specification shows class byte 0x06 (the Filecoin value); app/src/coin.h defines 0x11, which this page uses.',
    'app/src/coin.h also defines INS_SIGN_MSG (0x03) and INS_SIGN_WASM (0x04); the specification does not describe their payloads, so they are not listed.',
  ],
};

export default spec;
