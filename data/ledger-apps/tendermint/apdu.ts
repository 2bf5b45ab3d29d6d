/**
 * Tendermint validator app: facts from Zondax/ledger-tendermint docs/APDUSPEC.md, checked against the
 * code at the commit in codeCheck: src/app_main.h (class 0x56, INS values, packet offsets),
 * src/app_main.c (dispatch, packets, GET_VERSION) and src/actions.c (public key). The app signs
 * consensus votes and keeps no derivation path in its commands; its load parameters reserve 44'/118'.
 */
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {getVersion, version4} from '../shared/common';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const spec: ApduSpec = {
  folder: 'tendermint',
  appName: 'Tendermint validator',
  repo: ledgerRepository('tendermint'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x56,
  coinType: 118,
  defaultPath: "m/44'/118'/0'/0/0",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  commands: [
    getVersion(version4),
    {
      id: 'publicKeyEd25519',
      name: 'INS_PUBLIC_KEY_ED25519',
      specName: 'PUBLIC_KEY_ED25519',
      ins: 0x01,
      summary:
        "Returns the validator's Ed25519 public key, which the app derives when it starts from the fixed path 44'/118'/0'/0/0 (src/actions.c). No payload.",
      p1: {meaning: 'Not used', ignored: true},
      p2: {meaning: 'Not used', ignored: true},
      payload: [],
      response: [{name: 'PK', bytes: 32, description: 'Ed25519 public key (32 bytes)'}],
    },
    {
      id: 'signEd25519',
      name: 'INS_SIGN_ED25519',
      specName: 'SIGN_ED25519',
      ins: 0x02,
      summary:
        "Signs a vote in Tendermint's length-prefixed Amino encoding (see the transaction format page), uploaded over numbered packets. After the first vote, the app signs only a vote that moves past the last one it signed (see the notes).",
      p1: {meaning: 'Index of this packet, counting from 1'},
      p2: {meaning: 'Number of packets'},
      payload: [
        {
          id: 'message',
          name: 'MESSAGE',
          kind: 'message',
          bytes: 'var',
          placement: 'data',
          example: '140801110100000000000000190000000000000000',
          description:
            'Vote: one byte with the length of the rest (so at most 127), then the Amino fields type (08, a byte: 01, 02 or 20), height (11, 8 bytes little-endian) and round (19, 8 bytes, 0 to 127)',
        },
      ],
      chunking: {layout: 'fields+data', numbered: true},
      response: [{name: 'SIG', bytes: 64, description: 'Ed25519 signature'}],
      notes: [
        'Packet 1 resets the vote buffer; the packet whose index equals the count completes it.',
        'A vote that does not parse is answered with one byte, the parser error code (src/lib/vote_parser.h), and 0x6984.',
        'After the first vote, the app signs a higher height, or the same height with a higher round, or the same height and round when the type follows the last one signed (a prevote after a proposal, a precommit after anything but a precommit); anything else gets 0x6985 (src/lib/vote_fsm.c).',
        'The first vote after the app starts waits for the operator to confirm its height and round on the device; confirming stores them and signs that vote, rejecting answers 0x6986 (src/actions.c).',
      ],
    },
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    "The repository's `docs/TXSPEC.md` describes the vote as canonical JSON; `src/lib/vote_parser.c` (`vote_amino_parse`) reads a length-prefixed Amino binary vote, which this page uses.",
    'The specification gives the `PUBLIC_KEY_ED25519` answer as 65 bytes; `src/app_main.c` sends the 32-byte `public_key` of `src/actions.c`.',
    'The specification says the first signing request is rejected at once while the device switches to initialization; `src/app_main.c` holds the request, and on approval `src/actions.c` (`action_accept`) stores its height and round and signs it.',
    'The specification gives `SIGN_ED25519` as INS 0x03 and marks P1/P2 as ignored; `src/app_main.h` defines `INS_SIGN_ED25519` as 2, and `src/app_main.c` reads P1 as the packet index (from 1) and P2 as the packet count.',
  ],
  codeCheck: {
    commit: '9c7a3eb0b8afb777897fb0e66295e444c53bf664',
    files: ['src/app_main.h', 'src/app_main.c', 'src/actions.c', 'src/lib/vote_parser.c'],
    versionAnswer: {bytes: 4, file: 'src/app_main.c'},
    defines: [{path: 'src/app_main.h', defines: {CLA: 0x56, INS_GET_VERSION: 0x00, INS_PUBLIC_KEY_ED25519: 0x01, INS_SIGN_ED25519: 0x02}}],
    dispatchers: [{path: 'src/app_main.c', classes: ['CLA'], cases: ['INS_GET_VERSION', 'INS_PUBLIC_KEY_ED25519', 'INS_SIGN_ED25519']}],
  },
};

export default spec;
