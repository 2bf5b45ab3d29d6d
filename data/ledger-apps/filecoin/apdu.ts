/**
 * Filecoin app: facts from Zondax/ledger-filecoin docs/APDUSPEC.md, checked against app/src/coin.h
 * (class 0x06, coin type 461, INS values). The Ethereum-compatible commands use class 0xE0.
 */
import type {ApduSpec} from '../../../src/ledger/apdu/schema';
import {basicStatusWords, confirm, getVersion, initAddLast, messageField, pathField, version5} from '../shared/common';

const chunkP1 = {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'};
const unused = {meaning: 'Not used', ignored: true};
const secpSig = [
  {name: 'R', bytes: 32, description: 'secp256k1 signature R'},
  {name: 'S', bytes: 32, description: 'secp256k1 signature S'},
  {name: 'V', bytes: 1, description: 'Recovery id'},
  {name: 'SIG_DER', bytes: 'rest', description: 'The same signature in DER form'},
] as const;
const sizeUnknown = 'The 4-byte size that starts the data is documented without its byte order, so the builder does not generate this command.';

const spec: ApduSpec = {
  folder: 'filecoin',
  appName: 'Filecoin',
  repo: 'Zondax/ledger-filecoin',
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x06,
  otherCla: [{cla: 0xe0, use: 'Ethereum-compatible commands for FEVM accounts (path 44\'/60\')'}],
  coinType: 461,
  defaultPath: "m/44'/461'/0'/0/0",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  commands: [
    getVersion(version5),
    {
      id: 'getAddrSecp256k1',
      name: 'INS_GET_ADDR_SECP256K1',
      ins: 0x01,
      summary: 'Returns the uncompressed public key and the f1 address, as bytes and as text.',
      p1: confirm,
      p2: unused,
      payload: [pathField('Derivation path, five components starting 44\'/461\'')],
      response: [
        {name: 'PK', bytes: 65, description: 'Uncompressed secp256k1 public key'},
        {name: 'ADDR_B_LEN', bytes: 1, show: 'uint-be', description: 'Length of ADDR_B'},
        {name: 'ADDR_B', bytes: {from: 'ADDR_B_LEN'}, description: 'Address as bytes'},
        {name: 'ADDR_S_LEN', bytes: 1, show: 'uint-be', description: 'Length of ADDR_S'},
        {name: 'ADDR_S', bytes: {from: 'ADDR_S_LEN'}, show: 'ascii', description: 'Address as text'},
      ],
    },
    {
      id: 'signSecp256k1',
      name: 'INS_SIGN_SECP256K1',
      ins: 0x02,
      summary: 'Signs a CBOR-encoded Filecoin message: the path first, then the CBOR bytes in chunks.',
      p1: chunkP1,
      p2: unused,
      payload: [pathField(), messageField('CBOR-encoded message', '8a00')],
      chunking: initAddLast,
      response: [...secpSig],
    },
    {
      id: 'signRawBytes',
      name: 'INS_SIGN_RAW_BYTES',
      ins: 0x07,
      summary: 'Signs arbitrary bytes: the path first, then a 4-byte size and the data in chunks.',
      p1: chunkP1,
      p2: unused,
      payload: [pathField(), messageField('Data size (4 bytes) followed by the raw data')],
      chunking: initAddLast,
      response: [...secpSig],
      buildable: false,
      notes: [sizeUnknown],
    },
    {
      id: 'signPersonalMessage',
      name: 'INS_SIGN_PERSONAL_MESSAGE',
      ins: 0x08,
      summary: 'Signs a personal message: the path first, then a 4-byte size and the message in chunks. The answer is V, R, S.',
      p1: chunkP1,
      p2: unused,
      payload: [pathField(), messageField('Message size (4 bytes) followed by the message')],
      chunking: initAddLast,
      response: [
        {name: 'V', bytes: 1, description: 'Recovery id'},
        {name: 'R', bytes: 32, description: 'Signature R'},
        {name: 'S', bytes: 32, description: 'Signature S'},
      ],
      buildable: false,
      notes: [sizeUnknown],
    },
    {
      id: 'getAddrEth',
      name: 'INS_GET_ADDR_ETH',
      cla: 0xe0,
      ins: 0x02,
      summary: 'Ethereum-style address request for FEVM accounts (path 44\'/60\', 3 to 5 components).',
      p1: confirm,
      p2: {meaning: 'Return the chain code', options: [{value: 0, label: 'No chain code'}, {value: 1, label: 'With chain code'}]},
      payload: [pathField('Derivation path starting 44\'/60\'')],
      response: [
        {name: 'PK_LEN', bytes: 1, show: 'uint-be', description: 'Public key length'},
        {name: 'PK', bytes: {from: 'PK_LEN'}, description: 'Public key'},
        {name: 'ADDR_LEN', bytes: 1, show: 'uint-be', description: 'Address length'},
        {name: 'ADDR', bytes: {from: 'ADDR_LEN'}, show: 'ascii', description: 'Hex text of the Ethereum address'},
      ],
      buildable: false,
      notes: ['Ethereum-compatible commands follow the Ethereum app\'s path format, which the specification does not spell out byte by byte.'],
    },
    {
      id: 'signEth',
      name: 'INS_SIGN_ETH',
      cla: 0xe0,
      ins: 0x04,
      summary: 'Signs an Ethereum transaction for an FEVM account.',
      p1: chunkP1,
      p2: unused,
      payload: [pathField('Derivation path starting 44\'/60\''), messageField('RLP-encoded transaction')],
      chunking: initAddLast,
      response: [{name: 'SIG', bytes: 65, description: 'Signature'}],
      buildable: false,
      notes: ['Ethereum-compatible commands follow the Ethereum app\'s path format, which the specification does not spell out byte by byte.'],
    },
  ],
  statusWords: basicStatusWords,
};

export default spec;
