/**
 * Layout of the provider's Cosmos SDK app (class 0x55), which the Axelar app reuses unchanged.
 * Facts from docs/APDUSPEC.md of Zondax/ledger-cosmos and Zondax/ledger-axelar, checked against
 * app/src/coin.h, app/src/common/app_main.h (INS values, GET_VERSION) and app/src/apdu_handler.c.
 */
import {ledgerRepository} from '../../../src/data/chains';
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {statusWordsFrom} from './statusWords';
import {getVersion, initAddLast, messageField, pathField, version9, version9Correction} from './common';

/** `commit`: the commit of the app's repository whose code the list was checked against; `statusWordsCheck`: the folder's statusWords.ts. */
export function cosmosSpec(
  folder: string,
  appName: string,
  hrpExample: string,
  commit: string,
  statusWordsCheck: StatusWordsCheck,
): ApduSpec {
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
          meaning: 'Display address and path on the device',
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
            description: 'Bech32 human-readable prefix, written after a one-byte length (HRP_LEN, 1 to 83)',
          },
          pathField("Derivation path, five components; the app checks 44'/118'"),
        ],
        response: [
          {name: 'PK', bytes: 33, description: 'Compressed secp256k1 public key'},
          {name: 'ADDR', bytes: 'rest', show: 'ascii', description: 'Bech32 address'},
        ],
        notes: [
          "The app checks 44'/118' and a fourth component of 0 (0x6984 otherwise); outside expert mode the last three components must be at most 100 (0x6985 otherwise).",
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
        payload: [pathField(), messageField('JSON sign-doc bytes (see the transaction format page)', '7b7d')],
        chunking: initAddLast,
        response: [{name: 'SIG', bytes: 'rest', description: 'secp256k1 signature (the specification lists 64 bytes)'}],
      },
    ],
    ...statusWordsFrom(statusWordsCheck),
    corrections: [
      version9Correction,
      'The specification marks P2 of SIGN_SECP256K1 as not used; process_chunk in app/src/common/app_main.c answers 0x6B00 to every chunk whose P2 is not 0x00, so the builder sends 0x00.',
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
