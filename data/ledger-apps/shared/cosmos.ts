/**
 * Layout of the provider's Cosmos SDK app (class 0x55), which the Axelar app reuses with its own chain defaults and a
 * PIN check. Facts from docs/APDUSPEC.md of Zondax/ledger-cosmos and Zondax/ledger-axelar, checked against
 * app/src/coin.h, app/src/common/app_main.h (INS values, GET_VERSION), app/src/common/app_main.c (path, chunks),
 * app/src/apdu_handler.c, app/src/crypto.c (HRP, address, signature) and app/src/tx_validate.c (sign-doc rules).
 */
import {ledgerRepository} from '../../../src/data/chains';
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {statusWordsFrom} from './statusWords';
import {getVersion, initAddLast, messageField, pathField, version9, version9Correction} from './common';

/** What differs between the builds of the Cosmos app. */
export interface CosmosChain {
  /** A canonical JSON sign-doc the app's parser accepts (sorted keys, no whitespace), as text: the builder's example. */
  signDoc: string;
  /** The build answers 0x6986 to INS_GET_ADDR_SECP256K1 and INS_SIGN_SECP256K1 unless the device PIN is validated (Axelar). */
  pinCheck?: boolean;
}

const asciiHex = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0).toString(16).padStart(2, '0')).join('');

/**
 * `commit`: the commit of the app's repository whose code the list was checked against; `statusWordsCheck`: the
 * folder's statusWords.ts; `chain`: what differs between the builds.
 */
export function cosmosSpec(
  folder: string,
  appName: string,
  hrpExample: string,
  commit: string,
  statusWordsCheck: StatusWordsCheck,
  chain: CosmosChain,
): ApduSpec {
  // apdu_handler.c (Axelar only): os_global_pin_is_validated() is checked before both handlers.
  const pinNote = chain.pinCheck ? ['This build answers 0x6986 when the device PIN is not validated (a locked device).'] : [];
  return {
    folder,
    appName,
    repo: ledgerRepository(folder),
    sourceFile: 'docs/APDUSPEC.md',
    cla: 0x55,
    coinType: 118,
    defaultPath: "m/44'/118'/0'/0/0",
    path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
    chunkSize: 250,
    commands: [
      getVersion(version9),
      {
        id: 'getAddrSecp256k1',
        name: 'INS_GET_ADDR_SECP256K1',
        ins: 0x04,
        summary:
          'Returns the compressed public key and the bech32 address for a path, using the human-readable prefix (HRP) given in the payload.',
        p1: {
          // addr.c: the path is a second screen only in expert mode; apdu_handler.c treats any non-zero P1 as yes.
          meaning: 'Show the address on the device and wait for approval (the path too, in expert mode); any non-zero value means yes',
          options: [
            {value: 0, label: 'No'},
            {value: 1, label: 'Yes'},
          ],
        },
        p2: {meaning: 'Not used', ignored: true},
        payload: [
          {
            id: 'hrp',
            name: 'HRP',
            kind: 'ascii',
            bytes: 'var',
            lengthPrefix: 'u8',
            min: 1,
            max: 83,
            example: hrpExample,
            description:
              'Bech32 human-readable prefix, written after a one-byte length (HRP_LEN, 1 to 83; 0x6984 otherwise); only a prefix of at most 51 printable ASCII characters (0x21-0x7E) with no uppercase letters gives an address',
          },
          pathField("Derivation path, five components; the app checks 44'/118'"),
        ],
        response: [
          {name: 'PK', bytes: 33, description: 'Compressed secp256k1 public key'},
          {name: 'ADDR', bytes: 'rest', show: 'ascii', description: 'Bech32 address as ASCII text, not zero-terminated'},
        ],
        notes: [
          "The app checks 44'/118' and a fourth component of 0 (0x6984 otherwise); outside expert mode the last three components must be at most 100, hardened bit ignored (0x6985 otherwise). It sets no hardened bits itself: send 44' and 118' hardened, and the account hardened too for the standard key (the app accepts it either way).",
          chain.pinCheck
            ? 'The bech32 encoder (segwit_addr.c in ledger-zxlib) refuses uppercase letters, characters outside 0x21-0x7E and a prefix longer than 51 characters; the app then answers 0x6400.'
            : 'The bech32 encoder (segwit_addr.c in ledger-zxlib) refuses uppercase letters, characters outside 0x21-0x7E and a prefix longer than 51 characters; the app then answers 0x9000 with the public key and no address.',
          ...pinNote,
        ],
      },
      {
        id: 'signSecp256k1',
        name: 'INS_SIGN_SECP256K1',
        specName: 'SIGN_SECP256K1',
        ins: 0x02,
        summary: 'Signs a transaction in the JSON sign-doc format. The first APDU carries only the path; the sign-doc follows in chunks.',
        p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
        // process_chunk in app/src/common/app_main.c refuses any other P2 (both apps, at the codeCheck commit).
        p2: {meaning: 'Must be 0x00 (the app answers 0x6B00 otherwise)', value: 0},
        payload: [
          pathField(),
          messageField(
            'Canonical JSON sign-doc (sorted keys, no whitespace) with account_number, chain_id, fee, memo, msgs and sequence; see the transaction format page',
            asciiHex(chain.signDoc),
          ),
        ],
        chunking: initAddLast,
        response: [
          {
            name: 'SIG',
            bytes: 'rest',
            description: 'DER-encoded secp256k1 ECDSA signature over the SHA-256 of the sign-doc (at most 72 bytes)',
          },
        ],
        notes: [
          "When the sign-doc is refused after the last chunk, the answer is the parser's error message as ASCII text followed by 0x6984 (app/src/apdu_handler.c).",
          ...pinNote,
        ],
      },
    ],
    ...statusWordsFrom(statusWordsCheck),
    corrections: [
      version9Correction,
      'The specification marks P2 of `SIGN_SECP256K1` as not used; `process_chunk` in `app/src/common/app_main.c` answers 0x6B00 to every chunk whose P2 is not 0x00, so the builder sends 0x00.',
      'The specification gives ADDR as 65 bytes; `app/src/crypto.c` (`crypto_fillAddress`) sends the bech32 text with no terminator, so its length depends on the prefix (45 characters for cosmos).',
      'The specification gives SIG as 64 bytes; `app/src/crypto.c` (`crypto_sign`) returns the DER signature written by `cx_ecdsa_sign`, which this page shows.',
      "The specification says the first three path components are hardened automatically; `extractHDPath` in `app/src/common/app_main.c` compares the bytes it receives with 44' and 118' and hardens nothing, so the host sends them, and the account, hardened.",
    ],
    codeCheck: {
      commit,
      files: ['app/src/coin.h', 'app/src/common/app_main.h', 'app/src/apdu_handler.c'],
      versionAnswer: {bytes: 9, file: 'app/src/common/app_main.h'},
      defines: [
        {path: 'app/src/coin.h', defines: {CLA: 0x55}},
        {path: 'app/src/common/app_main.h', defines: {INS_GET_VERSION: 0x00, INS_SIGN_SECP256K1: 0x02, INS_GET_ADDR_SECP256K1: 0x04}},
      ],
      dispatchers: [
        {path: 'app/src/apdu_handler.c', classes: ['CLA'], cases: ['INS_GET_VERSION', 'INS_GET_ADDR_SECP256K1', 'INS_SIGN_SECP256K1']},
      ],
    },
  };
}
