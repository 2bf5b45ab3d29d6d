/**
 * Internet Computer app: commands from Zondax/ledger-icp docs/APDUSPEC.md. Coin type, the answers
 * (address, signatures, token info, GET_VERSION) and the instruction list follow the code (see
 * codeCheck and corrections), which disagrees with the document in places.
 */
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {confirm, getDeviceInfo, getVersion, initAddLast, messageField, pathField, version9, version9Correction} from '../shared/common';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const chunkP1 = {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'};
const ignoredP2 = {meaning: 'Not used', ignored: true};
/** The consent-flow commands go through the same chunk handler as INS_SIGN, which checks P2 but leaves it unused there. */
const consentP2 = {
  meaning: 'Checked by the chunk handler: 0 or 1, other values answer 0x6984; the consent flow does not use it',
  options: [
    {value: 0, label: 'Default'},
    {value: 1, label: 'Accepted; the later chunks must then carry 1 too'},
  ],
};
const stakeP2 = {
  meaning:
    'Neuron-stake transaction flag, read in every chunk: other values answer 0x6984, and after 1 in the first APDU the later ones must carry 1 too',
  options: [
    {value: 0, label: 'Other transactions'},
    {value: 1, label: 'Neuron-stake transaction'},
  ],
};
const secpSig = [
  {name: 'DOMAIN', bytes: 11, description: 'Domain separator: 0x0A then "ic-request" (ASCII)'},
  {name: 'REQUEST_ID', bytes: 32, description: 'Request id of the signed request; the signature covers SHA-256 of DOMAIN and REQUEST_ID'},
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
    getDeviceInfo,
    getVersion(version9),
    {
      id: 'getAddr',
      name: 'INS_GET_ADDR',
      ins: 0x01,
      summary: 'Returns the public key, the principal, the default account identifier and the principal as text.',
      p1: confirm,
      p2: ignoredP2,
      payload: [
        pathField("Derivation path, five components: 44'/223'/account'/0/index, account and index below 256 unless expert mode is on"),
      ],
      response: [
        {name: 'PK', bytes: 65, description: 'Uncompressed secp256k1 public key'},
        {name: 'PRINCIPAL', bytes: 29, description: 'Self-authenticating principal'},
        {name: 'ACCOUNT_ID', bytes: 32, description: 'Account identifier of the default subaccount'},
        {
          name: 'PRINCIPAL_TEXT',
          bytes: 'rest',
          show: 'ascii',
          description:
            'Principal as lower-case base32 of its CRC-32 and its bytes (53 characters), without the dashes of the usual textual form',
        },
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
      notes: [
        "When the request does not parse, the app answers 0x6984 preceded by the parser's error message in ASCII (app/src/apdu_handler.c).",
      ],
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
        messageField(
          'State-read length (4 bytes, little-endian), state-read CBOR, request length (4 bytes, little-endian), request CBOR',
          '00000000',
        ),
      ],
      chunking: initAddLast,
      response: [
        {name: 'REQUEST_HASH', bytes: 32, description: 'SHA-256 of 0x0A, "ic-request" and the request id: the digest signed'},
        {name: 'REQUEST_SIG', bytes: 64, description: 'Signature of REQUEST_HASH, R then S'},
        {name: 'STATE_READ_HASH', bytes: 32, description: 'SHA-256 of 0x0A, "ic-request" and the read-state request id: the digest signed'},
        {name: 'STATE_READ_SIG', bytes: 64, description: 'Signature of STATE_READ_HASH, R then S'},
      ],
      notes: [
        'The builder sends the data as you enter it: the two 4-byte little-endian lengths are part of it (app/src/parser.c reads them before each CBOR block, and the second must cover the rest of the data exactly).',
        "The read-state request must ask for the request_status of the same request (its path's second label is the request's id), or the app refuses the pair (app/src/parser.c).",
      ],
    },
    {
      id: 'consentRequest',
      name: 'INS_CONSENT_REQUEST',
      ins: 0x04,
      summary:
        'Sends an ICRC-21 consent message request (path first, then the request in chunks). Answers only a status word. Compiled into every build except the Nano X one (BLS_SIGNATURE).',
      p1: chunkP1,
      p2: consentP2,
      payload: [pathField(), messageField('Consent request bytes', '00')],
      chunking: initAddLast,
    },
    {
      id: 'canisterCallTx',
      name: 'INS_CANISTER_CALL_TX',
      ins: 0x05,
      summary:
        'Sends the canister call that the consent message describes, after INS_CONSENT_REQUEST (else 0x6984). Answers only a status word. Same builds as INS_CONSENT_REQUEST.',
      p1: chunkP1,
      p2: consentP2,
      payload: [pathField(), messageField('Canister call bytes', '00')],
      chunking: initAddLast,
    },
    {
      id: 'certificateAndSign',
      name: 'INS_CERTIFICATE_AND_SIGN',
      ins: 0x06,
      summary:
        'Sends the certificate for the canister call, verifies it with the IC root key built into the app (app/src/bls.c) and, once approved, signs the call sent with INS_CANISTER_CALL_TX. Same builds as INS_CONSENT_REQUEST.',
      p1: chunkP1,
      p2: consentP2,
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
      summary: "Returns the canister id, symbol and decimals of the token at an index of the app's registry.",
      p1: {meaning: 'Token index (0-255); an index past the registry gets an empty answer with 0x9000'},
      p2: ignoredP2,
      response: [
        {name: 'CANISTER_ID_LEN', bytes: 1, show: 'uint-be', description: 'Length of the canister id'},
        {name: 'CANISTER_ID', bytes: {from: 'CANISTER_ID_LEN'}, show: 'ascii', description: 'Ledger canister id in textual form'},
        {name: 'SYMBOL_LEN', bytes: 1, show: 'uint-be', description: 'Length of the symbol'},
        {name: 'SYMBOL', bytes: {from: 'SYMBOL_LEN'}, show: 'ascii', description: 'Token symbol'},
        {name: 'DECIMALS', bytes: 1, show: 'uint-be', description: 'Number of decimals'},
      ],
    },
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    'The specification shows coin type 461 (the Filecoin value) in its path tables; app/src/coin.h uses 223, which this page follows.',
    'The specification describes the INS_GET_ADDR answer with Filecoin-style length fields; app/src/crypto.h returns public key (65), principal (29), account identifier (32) and the textual principal.',
    'The specification lists R, S, V and the DER signature as the INS_SIGN and INS_CERTIFICATE_AND_SIGN answer; app/src/crypto.c writes the 11-byte domain separator and the 32-byte request id before them.',
    'The specification describes the INS_TOKEN_AT_IDX answer as symbol, name and decimals; app/src/token_info.c writes the canister id and the symbol, each after a one-byte length, then the decimals byte.',
    version9Correction,
    "The specification does not list GET_DEVICE_INFO; app/src/common/main.c runs app_main of ledger-zxlib (deps/ledger-zxlib at 36c27b3, app/common/app_main.c), which calls handle_generic_apdu before the app's dispatcher, and it answers E0 01 00 00.",
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
    beforeDispatcher: ['getDeviceInfo'],
  },
};

export default spec;
