/**
 * Tendermint validator app: facts from Zondax/ledger-tendermint docs/APDUSPEC.md, class byte
 * checked against src/app_main.h (0x56). The app signs consensus votes and keeps no derivation path
 * in its commands; its load parameters reserve 44'/118'.
 */
import type {ApduSpec} from '../../../src/ledger/apdu/schema';
import {basicStatusWords} from '../shared/common';

const spec: ApduSpec = {
  folder: 'tendermint',
  appName: 'Tendermint validator',
  repo: 'Zondax/ledger-tendermint',
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x56,
  coinType: 118,
  defaultPath: "m/44'/118'/0'/0/0",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  commands: [
    {
      id: 'getVersion',
      name: 'GET_VERSION',
      ins: 0x00,
      summary: 'Returns the app version and whether it was built in test mode.',
      p1: {meaning: 'Not used', ignored: true},
      p2: {meaning: 'Not used', ignored: true},
      response: [
        {name: 'MODE', bytes: 1, show: 'uint-be', description: 'Non-zero in test mode'},
        {name: 'MAJOR', bytes: 1, show: 'uint-be', description: 'Version major'},
        {name: 'MINOR', bytes: 1, show: 'uint-be', description: 'Version minor'},
        {name: 'PATCH', bytes: 1, show: 'uint-be', description: 'Version patch'},
      ],
    },
    {
      id: 'publicKeyEd25519',
      name: 'PUBLIC_KEY_ED25519',
      ins: 0x01,
      summary: 'Returns the validator\'s Ed25519 public key. No payload.',
      p1: {meaning: 'Not used', ignored: true},
      p2: {meaning: 'Not used', ignored: true},
      response: [{name: 'PK', bytes: 'rest', description: 'Public key (the specification lists 65 bytes)'}],
    },
    {
      id: 'signEd25519',
      name: 'SIGN_ED25519',
      ins: 0x03,
      summary: 'Signs a vote given as canonical JSON (see the transaction format page), uploaded over several APDUs. The app refuses to sign a lower height or round than the last one it signed.',
      p1: {meaning: 'Index of the current packet'},
      p2: {meaning: 'Total number of packets'},
      payload: [{id: 'message', name: 'MESSAGE', kind: 'message', bytes: 'var', placement: 'data', description: 'Canonical JSON vote'}],
      response: [{name: 'SIG', bytes: 64, description: 'Ed25519 signature'}],
      buildable: false,
      notes: ['The specification marks P1/P2 as packet index and count without saying where counting starts, so the builder does not generate this command.', 'The first request after the app starts initializes height and round and is rejected; see the display page.'],
    },
  ],
  statusWords: basicStatusWords,
};

export default spec;
