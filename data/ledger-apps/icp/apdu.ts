/**
 * Internet Computer app: commands from Zondax/ledger-icp docs/APDUSPEC.md. Coin type, the answers
 * (address, signatures, token info, GET_VERSION) and the instruction list follow the code (see
 * codeCheck and corrections), which disagrees with the document in places.
 */
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {
  confirm,
  deviceInfoCorrection,
  getDeviceInfo,
  getVersion,
  initAddLast,
  messageField,
  pathField,
  version9,
  version9Correction,
} from '../shared/common';
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
/** tests/icrc.json, case "ICRC1 Transfer1 ICP - 8 decimals" (253 bytes): an ICRC-1 transfer, which the app signs without the sender check. */
const signExample =
  'd9d9f7a167636f6e74656e74a66361726758684449444c066d7b6e006c02b3b0dac30368ad86ca8305016e7d6e786c06fbca0102c6fcb60203ba89e5c20401a2de94eb060182f3f3910c04d8a38ca80d7d0105011d29794883d3efb57cc835619ba5961941d7a11ac192735943b2c886e902000000000080c2d72f6b63616e69737465725f69644a000000000000000201016e696e67726573735f6578706972791b182541c3bd5d48006b6d6574686f645f6e616d656e69637263315f7472616e736665726c726571756573745f747970656463616c6c6673656e646572581d841429ba30df507f14f52fbced0b037850b98d89aafaad5b7430f65802';
/** tests_zemu/tests/protobuf.test.ts, test "sign combined_tx": the read-state request (156 bytes) and the send_pb call it asks about (192 bytes). */
const combinedStateRead =
  'd9d9f7a167636f6e74656e74a46e696e67726573735f6578706972791b16bc685267142b8065706174687381824e726571756573745f73746174757358208d304d294d3f611f992b3f2b184d32b9b3c058d918d7a7ab1946614b13ba0a496c726571756573745f747970656a726561645f73746174656673656e646572581d19aa3d42c048dd7d14f0cfa0df69a1c1381780f6e9a137abaa6a82e302';
const combinedRequest =
  'd9d9f7a167636f6e74656e74a66361726758320a0012050a0308904e1a0308904e2a220a20a2a794c66495083317e4be5197eb655b1e63015469d769e2338af3d3e3f3aa866b63616e69737465725f69644a000000000000000201016e696e67726573735f6578706972791b16bc685084d14ec06b6d6574686f645f6e616d656773656e645f70626c726571756573745f747970656463616c6c6673656e646572581d19aa3d42c048dd7d14f0cfa0df69a1c1381780f6e9a137abaa6a82e302';
const combinedExample = '9c000000' + combinedStateRead + 'c0000000' + combinedRequest;
/** tests_zemu/tests/bls_test_data.ts, used by tests_zemu/tests/bls.test.ts "verify_with_default_key": one consent flow. */
const consentRequestExample =
  'd9d9f7a167636f6e74656e74a763617267586b4449444c076d7b6e766c02aeaeb1cc0501d880c6d007716b028beabfc2067fa9898b8f0a7f6e036c02efcee7800402c4fbf2db05046c03d6fca70200e1edeb4a7184f7fee80a050106154449444c0001710d48656c6c6f2c20776f726c64210567726565740002656e01016b63616e69737465725f69644a0000000000600b7301016e696e67726573735f6578706972791b1859439106beb8006b6d6574686f645f6e616d6578246963726332315f63616e69737465725f63616c6c5f636f6e73656e745f6d657373616765656e6f6e63655040d0500363b9d9d37908f7606c27f33b6c726571756573745f747970656463616c6c6673656e6465724104';
const canisterCallExample =
  'd9d9f7a167636f6e74656e74a763617267554449444c0001710d48656c6c6f2c20776f726c64216b63616e69737465725f69644a0000000000600b7301016e696e67726573735f6578706972791b1859439106beb8006b6d6574686f645f6e616d65656772656574656e6f6e636550b27f450f2f98428befc91715d1db164f6c726571756573745f747970656463616c6c6673656e646572581d052c5f6f270fc4a3a882a8075732cba90ad4bd25d30bd2cf7b0bfe7c02';
const certificateExample =
  'd9d9f7a364747265658301830182045820b70bf0da39acb0deee9893633675722d98dd612166c4da337025e940dc46cbe9830182045820c0f073840fd75ad6d01cb424845b87c4b16f7b77ab309d37729ce491ba8fabbe83024e726571756573745f7374617475738301820458201f99c28e76f3820173b763d4e4755c60a274563ad58968907d3d490bf9fc17dd8301820458203374c0ed55fbd2c79a4f8f960a0a798640dd96acc18f9909a8a2d8ae47806224830182045820a7e96b3e191efb98555f95c599e165ef455185a7611c606434a869e10fa9a88c83025820f51fa1908ed5280832be76b215c80b042998803ad6d6051f6f2ea53d3d4c9ca083018302457265706c7982035901274449444c0f6b02bc8a0101c5fed2010c6c02efcee7800402e29fdcc806046c02aeaeb1cc0503d880c6d007716e766b029ee0b53b05fcdfd79a0f716c02f99cba840806dcec99f409716d076c02007101086b04cdf1cbbe030991c38ee7040ae998e3c30a0bebd2e8d60f0b6c01b99adecb01716c03c295a993017bd8a38ca80d78d8def6f60e716c01d8a38ca80d786b04d1c4987c0da3f2efe6020e9a8597e6030ee3c581900f0e6c02fc91f4f80571c498b1b50d7d6c01fc91f4f805710100000002656e00040455736572000d48656c6c6f2c20776f726c64210a637265617465645f617402f0bc7068000000000a6163746976655f666f7203580200000000000006616d6f756e74010800c2eb0b00000000034943500e67726565742074686520757365728302467374617475738203477265706c696564830182045820d6d614eab04e8266d82874798e1c63a32ce2194ace089d406065adc220f649ff83024474696d65820349a9c38ccf90ecd0ac18697369676e61747572655830a5d5ac220693e4ca9024732fcc11363f31cf251eeff21394ab409f69c0566f43475c891a99764713600a60a979a3cffe6a64656c65676174696f6ea2697375626e65745f6964581d2c55b347ecf2686c83781d6c59d1b43e7b4cba8deb6c1b376107f2cd026b6365727469666963617465590294d9d9f7a2647472656583018204582096c96cd8ee17ea917621d34f11ad01d1da70966bee638fecf11e8342c373e4488301830182045820dd7c2c956b27efb30fa0a224e1dba1a120a8fcf6ac31ee3ec55f9083e076366b8302467375626e65748301830183018204582071387af6dac4d6350824bf1c24c8dd0af43a910b2dad8ce86390c816e63816158301830183018302581d2c55b347ecf2686c83781d6c59d1b43e7b4cba8deb6c1b376107f2cd02830183024f63616e69737465725f72616e67657382035832d9d9f782824a000000000060000001014a00000000006000ae0101824a00000000006000b001014a00000000006fffff010183024a7075626c69635f6b657982035885308182301d060d2b0601040182dc7c0503010201060c2b0601040182dc7c0503020103610090075120778eb21a530a02bcc763e7f4a192933506966af7b54c10a4d2b24de6a86b200e3440bae6267bf4c488d9a11d0472c38c1b6221198f98e4e6882ba38a5a4e3aa5afce899b7f825ed95adfa12629688073556f2747527213e8d73e40ce8204582036f3cd257d90fb38e42597f193a5e031dbd585b6292793bb04db4794803ce06e820458205b9edd6408228a3956c4b4164ed3d9ec38afabe63310f84da7b97005e1fae375820458202729572815f63e48d2248738a83546bf521d479351ff52f172de77602ff682d382045820afaa8832101bcee23eb871f6a3b372b927eb3ad5bacbbbf67aa4df296bf8c4938204582020548b9190f8403b4c671c2ef098d1f821ce6f15958a15c20df7800896dfb6a083024474696d65820349b0ed96cdfde8d0ac18697369676e6174757265583088e8d886a2be831ceab495a3b6ccd2483b14b1655305d68cde7eebe5448a2fa2857f34e8908d02c6dccb8ab934da64c9';
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
      payload: [pathField(), messageField('CBOR-encoded request', signExample)],
      chunking: initAddLast,
      response: [...secpSig],
      notes: [
        "When the request does not parse, the app answers 0x6984 preceded by the parser's error message in ASCII (app/src/apdu_handler.c).",
        'Except for ICRC-1 transfers and ICRC-2 approvals, the sender must be the principal of the key at the path, or the app refuses the request (app/src/parser_impl.c _validateTx).',
        'The example is the case "ICRC1 Transfer1 ICP - 8 decimals" of tests/icrc.json (253 bytes, expected valid): a transfer of 1 ICP, so no sender check applies.',
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
          combinedExample,
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
        'The example is the pair of the zemu test "sign combined_tx" (tests_zemu/tests/protobuf.test.ts): 9c000000, the 156-byte read-state request, c0000000, the 192-byte send_pb call. Both carry the principal of the test seed at the default path as sender, so a device with another seed refuses them (sender check in app/src/parser_impl.c _validateTx).',
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
      payload: [pathField(), messageField('Consent request bytes', consentRequestExample)],
      chunking: initAddLast,
      notes: [
        'The example is CONSENT_REQUEST of tests_zemu/tests/bls_test_data.ts (273 bytes), the first step of the zemu test "verify_with_default_key" (tests_zemu/tests/bls.test.ts): an icrc21_canister_call_consent_message call for greet, with the anonymous sender 0x04.',
      ],
    },
    {
      id: 'canisterCallTx',
      name: 'INS_CANISTER_CALL_TX',
      ins: 0x05,
      summary:
        'Sends the canister call that the consent message describes, after INS_CONSENT_REQUEST (else 0x6984). Answers only a status word. Same builds as INS_CONSENT_REQUEST.',
      p1: chunkP1,
      p2: consentP2,
      payload: [pathField(), messageField('Canister call bytes', canisterCallExample)],
      chunking: initAddLast,
      notes: [
        'The example is CANISTER_CALL of tests_zemu/tests/bls_test_data.ts (183 bytes), the call to greet from the same test "verify_with_default_key"; it is accepted only after that test\'s consent request.',
      ],
    },
    {
      id: 'certificateAndSign',
      name: 'INS_CERTIFICATE_AND_SIGN',
      ins: 0x06,
      summary:
        'Sends the certificate for the canister call, verifies it with the IC root key built into the app (app/src/bls.c) and, once approved, signs the call sent with INS_CANISTER_CALL_TX. Same builds as INS_CONSENT_REQUEST.',
      p1: chunkP1,
      p2: consentP2,
      payload: [pathField(), messageField('Certificate bytes', certificateExample)],
      chunking: initAddLast,
      notes: [
        "The example is CERTIFICATE of tests_zemu/tests/bls_test_data.ts (1,428 bytes), from the same test 'verify_with_default_key': it certifies the reply to that consent request and verifies against the built-in root key. As the consent request's sender is 0x04, the app does not compare the call's sender with the device's principal (app/rust/src/ffi/verify_certificate.rs).",
      ],
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
    'The specification shows coin type 461 (the Filecoin value) in its path tables; `app/src/coin.h` uses 223, which this page follows.',
    'The specification describes the `INS_GET_ADDR` answer with Filecoin-style length fields; `app/src/crypto.h` returns public key (65), principal (29), account identifier (32) and the textual principal.',
    'The specification lists R, S, V and the DER signature as the `INS_SIGN` and `INS_CERTIFICATE_AND_SIGN` answer; `app/src/crypto.c` writes the 11-byte domain separator and the 32-byte request id before them.',
    'The specification marks P2 of the consent-flow commands (0x04 to 0x06) as ignored; they share `process_chunk` (`app/src/handlers/process_chunks.h`) with `INS_SIGN`, which answers 0x6984 to a P2 other than 0 or 1.',
    'The specification describes the `INS_TOKEN_AT_IDX` answer as symbol, name and decimals; `app/src/token_info.c` writes the canister id and the symbol, each after a one-byte length, then the decimals byte.',
    version9Correction,
    deviceInfoCorrection('36c27b3'),
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
