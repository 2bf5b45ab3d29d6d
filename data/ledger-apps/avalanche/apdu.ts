/**
 * Avalanche app: facts from ava-labs/ledger-avalanche docs/APDUSPEC.md (the app is developed by
 * the provider in the Ava Labs organisation), class byte checked against app/src/coin.h.
 */
import type {ApduSpec} from '../../../src/ledger/apdu/schema';
import {getVersion, statusWords, version9} from '../shared/common';

const noOrder = 'The specification gives the path as a count byte and 4-byte components without their byte order, so the builder does not generate this command.';

const spec: ApduSpec = {
  folder: 'avalanche',
  appName: 'Avalanche',
  repo: 'ava-labs/ledger-avalanche',
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x80,
  otherCla: [{cla: 0xe0, use: 'Ethereum-compatible instruction set for the C-Chain (same API as the Ethereum app)'}],
  coinType: 9000,
  defaultPath: "m/44'/9000'/0'/0/0",
  path: {encoding: 'u32be', lengthPrefix: true, minComponents: 1, maxComponents: 6},
  chunkSize: 250,
  commands: [
    getVersion(version9, 0x00, 'INS_GET_VERSION'),
    {
      id: 'getWalletId',
      name: 'INS_GET_WALLET_ID',
      ins: 0x01,
      summary: 'Returns a 6-byte identifier of the wallet (the device seed).',
      p1: {meaning: 'Show on the device', options: [{value: 0, label: 'No'}, {value: 1, label: 'Yes'}]},
      p2: {meaning: 'Not used', ignored: true},
      response: [{name: 'WALLET_ID', bytes: 6, description: 'Wallet id'}],
    },
    {
      id: 'getPublicKey',
      name: 'INS_GET_PUBLIC_KEY',
      ins: 0x02,
      summary: 'Returns the compressed public key, its hash and the address for an HRP, chain id and path. An empty HRP means "avax"; an empty chain id means the P-Chain.',
      p1: {meaning: 'Show on the device', options: [{value: 0, label: 'No'}, {value: 1, label: 'Yes'}]},
      p2: {meaning: 'Curve', options: [{value: 0, label: 'secp256k1 (default)'}, {value: 1, label: 'Ed25519'}]},
      payload: [
        {id: 'hrp', name: 'HRP', kind: 'ascii', bytes: 'var', lengthPrefix: 'u8', max: 24, optional: true, description: 'Human-readable prefix after a length byte (0 to 24)'},
        {id: 'chainId', name: 'CHAIN_ID', kind: 'bytes', bytes: 'var', lengthPrefix: 'u8', optional: true, description: 'Chain id after a length byte (0 or 32)'},
        {id: 'path', name: 'PATH', kind: 'path', bytes: 'var', description: 'Component count, then up to 6 components'},
      ],
      response: [
        {name: 'PK_LEN', bytes: 1, show: 'uint-be', description: 'Public key length'},
        {name: 'PKEY', bytes: {from: 'PK_LEN'}, description: 'Compressed public key'},
        {name: 'PKEY_HASH', bytes: 20, description: 'RIPEMD160(SHA256(PKEY))'},
        {name: 'ADDR', bytes: 'rest', show: 'ascii', description: 'Address'},
      ],
      buildable: false,
      notes: [noOrder],
    },
    {
      id: 'getExtendedPublicKey',
      name: 'INS_GET_EXTENDED_PUBLIC_KEY',
      ins: 0x03,
      summary: 'Returns the compressed public key and the chain code for a path.',
      p1: {meaning: 'Show on the device', options: [{value: 0, label: 'No'}, {value: 1, label: 'Yes'}]},
      p2: {meaning: 'Not used', ignored: true},
      payload: [
        {id: 'hrp', name: 'HRP', kind: 'ascii', bytes: 'var', lengthPrefix: 'u8', max: 24, optional: true, description: 'Human-readable prefix after a length byte'},
        {id: 'chainId', name: 'CHAIN_ID', kind: 'bytes', bytes: 'var', lengthPrefix: 'u8', optional: true, description: 'Chain id after a length byte (0 or 32)'},
        {id: 'path', name: 'PATH', kind: 'path', bytes: 'var', description: 'Component count, then up to 6 components'},
      ],
      response: [
        {name: 'PK_LEN', bytes: 1, show: 'uint-be', description: 'Public key length'},
        {name: 'PKEY', bytes: {from: 'PK_LEN'}, description: 'Compressed public key'},
        {name: 'CHAIN_CODE', bytes: 32, description: 'Chain code'},
      ],
      buildable: false,
      notes: [noOrder],
    },
    {
      id: 'signHash',
      name: 'INS_SIGN_HASH',
      ins: 0x04,
      summary: 'Signs one 32-byte hash with several keys: the first APDU carries a 3-component root path and the hash; each following APDU carries the last two path components of one key and returns its signature.',
      p1: {meaning: 'Step: 0 = init, next, 2 = last'},
      p2: {meaning: 'Not used', ignored: true},
      response: [{name: 'SIG', bytes: 65, description: 'Signature (next and last steps)'}],
      buildable: false,
      notes: [noOrder],
    },
  ],
  statusWords: [
    ...statusWords(0x6400, 0x6700, 0x6982, 0x6983),
    {code: 0x6a80, description: 'Data invalid'},
    ...statusWords(0x6985, 0x6986, 0x6b00, 0x6d00, 0x6e00, 0x6f00, 0x9000, 0x9001),
  ],
};

export default spec;
