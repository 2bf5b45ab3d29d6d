/**
 * Internet Computer app: commands from Zondax/ledger-icp docs/APDUSPEC.md. Coin type, the address
 * answer, the instruction list and the GET_VERSION answer follow the code (see codeCheck), which
 * disagrees with the document in places.
 */
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {confirm, getVersion, initAddLast, messageField, pathField, version9, version9Correction} from '../shared/common';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const chunkP1 = {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'};
const ignoredP2 = {meaning: 'Not used', ignored: true};
const stakeP2 = {
  meaning: 'Neuron-stake transaction flag',
  options: [
    {value: 0, label: 'Other transactions'},
    {value: 1, label: 'Neuron-stake transaction'},
  ],
};
const secpSig = [
  {name: 'R', bytes: 32, description: 'secp256k1 signature R'},
  {name: 'S', bytes: 32, description: 'secp256k1 signature S'},
  {name: 'V', bytes: 1, description: 'Recovery id'},
  {name: 'SIG_DER', bytes: 'rest', description: 'The same signature in DER form'},
] as const;

const spec: ApduSpec = {
  folder: 'icp',
  appName: 'Internet Computer',
  repo: ledgerRepository('icp'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x11,
  coinType: 223,
  defaultPath: "m/44'/223'/0'/0/0",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  commands: [
    getVersion(version9),
    {
      id: 'getAddr',
      name: 'INS_GET_ADDR',
      ins: 0x01,
      summary: 'Returns the public key, the principal, the default account identifier and the principal as text.',
      p1: confirm,
      p2: ignoredP2,
      payload: [pathField("Derivation path, five components starting 44'/223'")],
      response: [
        {name: 'PK', bytes: 65, description: 'Uncompressed secp256k1 public key'},
        {name: 'PRINCIPAL', bytes: 29, description: 'Self-authenticating principal'},
        {name: 'ACCOUNT_ID', bytes: 32, description: 'Account identifier of the default subaccount'},
        {name: 'PRINCIPAL_TEXT', bytes: 'rest', show: 'ascii', description: 'Principal in textual form'},
      ],
    },
    {
      id: 'sign',
      name: 'INS_SIGN',
      ins: 0x02,
      summary: 'Signs a CBOR-encoded request: the path first, then the CBOR bytes in chunks.',
      p1: chunkP1,
      p2: stakeP2,
      payload: [pathField(), messageField('CBOR-encoded request', 'd9d9f7')],
      chunking: initAddLast,
      response: [...secpSig],
    },
    {
      id: 'signCombined',
      name: 'INS_SIGN_COMBINED',
      ins: 0x03,
      summary: 'Signs a request together with its read-state request and returns both hashes and both signatures.',
      p1: chunkP1,
      p2: stakeP2,
      payload: [
        pathField(),
        messageField('State-read length (4 bytes), state-read CBOR, request length (4 bytes), request CBOR', '00000000'),
      ],
      chunking: initAddLast,
      response: [
        {name: 'REQUEST_HASH', bytes: 32, description: 'Hash of the request'},
        {name: 'REQUEST_SIG', bytes: 64, description: 'Signature of the request hash'},
        {name: 'STATE_READ_HASH', bytes: 32, description: 'Hash of the read-state request'},
        {name: 'STATE_READ_SIG', bytes: 64, description: 'Signature of the read-state hash'},
      ],
      notes: [
        'The builder sends the data as you enter it: the two 4-byte lengths are part of it (app/src/parser.c reads them before each CBOR block).',
      ],
    },
    {
      id: 'consentRequest',
      name: 'INS_CONSENT_REQUEST',
      ins: 0x04,
      summary:
        'Sends an ICRC-21 consent message request (path first, then the request in chunks). Answers only a status word. Compiled into every build except the Nano X one (BLS_SIGNATURE).',
      p1: chunkP1,
      p2: ignoredP2,
      payload: [pathField(), messageField('Consent request bytes', '00')],
      chunking: initAddLast,
    },
    {
      id: 'canisterCallTx',
      name: 'INS_CANISTER_CALL_TX',
      ins: 0x05,
      summary: 'Sends the canister call that the consent message describes. Answers only a status word.',
      p1: chunkP1,
      p2: ignoredP2,
      payload: [pathField(), messageField('Canister call bytes', '00')],
      chunking: initAddLast,
    },
    {
      id: 'certificateAndSign',
      name: 'INS_CERTIFICATE_AND_SIGN',
      ins: 0x06,
      summary: 'Sends the certificate for the consent message and signs the call sent with INS_CANISTER_CALL_TX.',
      p1: chunkP1,
      p2: ignoredP2,
      payload: [pathField(), messageField('Certificate bytes', '00')],
      chunking: initAddLast,
      response: [...secpSig],
    },
    {
      id: 'supportedTokensLen',
      name: 'INS_SUPPORTED_TOKENS_LEN',
      ins: 0x07,
      summary: "Returns how many tokens the app's registry knows.",
      p1: ignoredP2,
      p2: ignoredP2,
      response: [{name: 'LEN', bytes: 1, show: 'uint-be', description: 'Number of supported tokens'}],
    },
    {
      id: 'tokenAtIdx',
      name: 'INS_TOKEN_AT_IDX',
      ins: 0x08,
      summary: 'Returns symbol, name and decimals of the token at an index of the registry.',
      p1: {meaning: 'Token index (0-255)'},
      p2: ignoredP2,
      response: [{name: 'TOKEN_INFO', bytes: 'rest', show: 'ascii', description: 'Token symbol, token name and decimals'}],
    },
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    'The specification shows coin type 461 (the Filecoin value) in its path tables; app/src/coin.h uses 223, which this page follows.',
    'The specification describes the INS_GET_ADDR answer with Filecoin-style length fields; app/src/crypto.h returns public key (65), principal (29), account identifier (32) and the textual principal.',
    version9Correction,
  ],
  codeCheck: {
    commit: 'c9ea5d7c28a3a2d43a7280478296a4b4da02329e',
    files: ['app/src/coin.h', 'app/src/apdu_handler.c', 'app/Makefile'],
    versionAnswer: {bytes: 9, file: 'app/src/apdu_handler.c'},
    defines: [
      {
        path: 'app/src/coin.h',
        defines: {
          CLA: 0x11,
          INS_SIGN_COMBINED: 0x03,
          INS_CONSENT_REQUEST: 0x04,
          INS_CANISTER_CALL_TX: 0x05,
          INS_CERTIFICATE_AND_SIGN: 0x06,
          INS_SUPPORTED_TOKENS_LEN: 0x07,
          INS_TOKEN_AT_IDX: 0x08,
        },
      },
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '36c27b3be04d901498b471023a1efab431ff22ab',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02, INS_TEST: 0xff},
      },
    ],
    // INS_CONSENT_REQUEST, INS_CANISTER_CALL_TX and INS_CERTIFICATE_AND_SIGN are compiled with BLS_SIGNATURE (app/Makefile: every device but the Nano X).
    dispatchers: [
      {
        path: 'app/src/apdu_handler.c',
        classes: ['CLA'],
        cases: [
          'INS_GET_VERSION',
          'INS_GET_ADDR',
          'INS_SIGN',
          'INS_SIGN_COMBINED',
          'INS_CONSENT_REQUEST',
          'INS_CANISTER_CALL_TX',
          'INS_CERTIFICATE_AND_SIGN',
          'INS_SUPPORTED_TOKENS_LEN',
          'INS_TOKEN_AT_IDX',
        ],
      },
    ],
  },
};

export default spec;
