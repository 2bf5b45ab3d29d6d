/**
 * The command layout shared by the provider's Substrate apps. Each chain's app is the same
 * template built with its own class byte and coin type, so a chain file only states those
 * (taken from the app's docs/APDUSPEC.md and checked against its app/src/substrate/substrate_coin.h).
 */
import {ledgerRepository} from '../../../src/data/chains';
import type {ApduCommand, ApduSpec, NamesCheck, ParamSpec} from '@zondax/docs-core/ledger/apdu/schema';
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {statusWordsFrom} from './statusWords';
import {confirm, getDeviceInfo, getVersion, initAddLast, messageField, pathField, version12} from './common';

const scheme: ParamSpec = {
  meaning: 'Signature scheme',
  options: [
    {value: 0, label: 'Ed25519'},
    {value: 1, label: 'Sr25519 (only in builds with Sr25519 support)'},
  ],
};

const signResponse = [
  {
    name: 'SIG',
    bytes: 65,
    description: 'Signature type (0x00 Ed25519, 0x01 Sr25519), then the 64-byte signature',
  } as const,
];

/** What INS_SIGN_RAW accepts: common/tx.c's tx_raw_parse refuses anything else with 0x6984 (data invalid). */
const rawMessage = 'a byte message that starts with <Bytes> and ends with </Bytes> (the app answers 0x6984 to anything else)';

/** The ASCII text <Bytes>hello</Bytes> in hex: a message tx_raw_parse accepts. */
const rawExample = '3c42797465733e68656c6c6f3c2f42797465733e';

/** Read in crypto.c (crypto_sign_ed25519, crypto_sign_sr25519: MAX_SIGN_SIZE is 256). */
const hashNote = 'Up to 256 bytes are signed as they are; a longer payload is signed over its Blake2b-256 hash.';

/** The template's P2 checks (apdu_handler.c process_chunk; common/actions.h get_key_type). */
const signSchemeNote =
  'Builds without Sr25519 support answer 0x6B00 to any chunk whose P2 is not 0; builds with it answer 0x6984 after the last chunk when P2 is neither 0 nor 1.';

function signCommand(id: string, name: string, ins: number, what: string, example: string, specName?: string): ApduCommand {
  return {
    id,
    name,
    ...(specName ? {specName} : {}),
    ins,
    summary: `Signs ${what}. The first APDU (P1 = init) carries only the derivation path; the bytes follow in chunks (P1 = add, then last). The device shows the content and waits for approval.`,
    p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
    p2: scheme,
    payload: [
      pathField('Derivation path, five components'),
      messageField(`${what[0].toUpperCase()}${what.slice(1)}, cut into chunks`, example),
    ],
    chunking: initAddLast,
    response: [...signResponse],
    notes: [signSchemeNote, hashNote],
  };
}

export interface SubstrateApp {
  folder: string;
  appName: string;
  cla: number;
  coinType: number;
  /** Older template only: the coin type the published specification's tables show, where it is not the code's (xx network: 434). */
  specCoinType?: number;
  /**
   * Newer template: adds INS_SIGN_RAW (0x03) and writes LOCKED as a fixed 0 in its 12-byte GET_VERSION answer (the older
   * template answers the same 12 bytes but writes !IS_UX_ALLOWED there).
   */
  newer: boolean;
  /** Older template only: devices for which the pinned ledger-zxlib defines IS_UX_ALLOWED as false (GET_VERSION's LOCKED is then always 1). */
  lockedOn?: readonly string[];
  /** This app's copy of get_key_type (app/src/common/actions.h) refuses any P2 it has no key type for, Sr25519 or not. */
  addressP2Checked?: boolean;
  corrections?: string[];
  /**
   * Where the names and bytes were read in this app's code; required, because the template's names are not the specifications'.
   * Its beforeDispatcher lists 'getDeviceInfo' when the app's main loop (its own app/src/common/app_main.c or the pinned
   * ledger-zxlib's app/common/app_main.c) calls handle_generic_apdu before handleApdu; the page then lists GET_DEVICE_INFO.
   */
  namesCheck: NamesCheck;
  /** Where its status words were read (the folder's statusWords.ts). */
  statusWordsCheck: StatusWordsCheck;
  /**
   * A transaction, in hex, that this app's parser accepts (parser_parse and parser_validate at the app's
   * commit), used as the INS_SIGN example: a balances transfer with the app's own pallet index and versions.
   */
  signExample: string;
}

/**
 * The older template writes !IS_UX_ALLOWED as LOCKED (apdu_handler.c handle_getversion); the newer one writes 0.
 * `lockedOn`: the devices for which the app's pinned ledger-zxlib (include/zxmacros_ledger.h) defines that macro as false.
 */
function olderVersion12(lockedOn: readonly string[] = []) {
  const always = lockedOn.length
    ? `; on ${lockedOn.join(' and ')} the pinned ledger-zxlib defines the macro as false, so the byte is always 1 there`
    : '';
  return version12.map((f) =>
    f.name === 'LOCKED'
      ? {
          ...f,
          description: `Device locked flag: the handler sends !IS_UX_ALLOWED (a ledger-zxlib macro over the SDK UX state), not a fixed 0${always}`,
        }
      : f,
  );
}

/**
 * What every older-template app's published specification (docs/APDUSPEC.md; each of the ten read against its code) gets wrong
 * against its code: the Sr25519 instructions, the hardened path components and the test-mode byte.
 */
function olderSpecCorrections(app: SubstrateApp): string[] {
  const specCoin = app.specCoinType === undefined ? `${app.coinType}` : `${app.specCoinType} (not this app's coin type)`;
  return [
    'The published specification lists separate Sr25519 instructions (INS 0x11 and 0x12) and a shorter version answer; the app source handles address and signing through INS 0x01 and 0x02 with the scheme in P2 and answers 12 bytes to `GET_VERSION`, which is what this page shows.',
    `Its signing tables give the path's first two components as plain 44 and ${specCoin}; the code accepts only 44' and ${app.coinType}' (hardened) and answers 0x6984 to anything else. Its \`GET_VERSION\` table marks test mode as 0xFF; the code writes 0x01.`,
  ];
}

export function substrateSpec(app: SubstrateApp): ApduSpec {
  const deviceInfo = app.namesCheck.beforeDispatcher?.includes('getDeviceInfo') ?? false;
  const commands: ApduCommand[] = [
    ...(deviceInfo ? [getDeviceInfo] : []),
    getVersion(app.newer ? version12 : olderVersion12(app.lockedOn)),
    {
      id: 'getAddr',
      name: 'INS_GET_ADDR',
      // The older specifications name INS 0x01 and 0x02 after Ed25519; the code dispatches INS_GET_ADDR and INS_SIGN (zxlib app_main.h).
      ...(app.newer ? {} : {specName: 'INS_GET_ADDR_ED25519'}),
      ins: 0x01,
      summary: 'Returns the public key and SS58 address for a derivation path, optionally after showing the address on the device.',
      p1: confirm,
      p2: scheme,
      payload: [pathField("Derivation path, five components; the first two must be 44' and the app's coin type")],
      response: [
        {name: 'PK', bytes: 32, description: 'Public key'},
        {name: 'ADDR', bytes: 'rest', show: 'ascii', description: "SS58 address as text, encoded with the app's own network prefix"},
      ],
      notes: [
        app.addressP2Checked
          ? 'P2 = 0 returns the Ed25519 key, and P2 = 1 the Sr25519 key in builds with Sr25519 support; any other value (1 as well in builds without it) makes the request fail with 0x6984.'
          : 'Builds without Sr25519 support do not read P2 here and always return the Ed25519 key. Builds with it return the Ed25519 key for P2 = 0 and the Sr25519 key for P2 = 1, and answer 0x6984 to any other value.',
      ],
    },
    signCommand('sign', 'INS_SIGN', 0x02, 'a SCALE-encoded transaction', app.signExample, app.newer ? undefined : 'INS_SIGN_ED25519'),
  ];
  if (app.newer) commands.push(signCommand('signRaw', 'INS_SIGN_RAW', 0x03, rawMessage, rawExample));
  return {
    folder: app.folder,
    appName: app.appName,
    repo: ledgerRepository(app.folder),
    sourceFile: 'docs/APDUSPEC.md',
    cla: app.cla,
    coinType: app.coinType,
    defaultPath: `m/44'/${app.coinType}'/0'/0'/0'`,
    path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
    chunkSize: 250,
    commands,
    ...statusWordsFrom(app.statusWordsCheck),
    corrections: app.newer ? app.corrections : [...olderSpecCorrections(app), ...(app.corrections ?? [])],
    namesCheck: app.namesCheck,
  };
}

/**
 * The generic Polkadot app (also the base of the current Polymesh app): one class byte, Ed25519
 * or ECDSA keys, and signing that sends the transaction together with its metadata proof.
 */
export function genericSubstrateSpec(app: {
  folder: string;
  appName: string;
  coinType: number;
  ss58Example: string;
  /**
   * The INS_SIGN example: a blob and its metadata proof taken from a case the app's own tests expect to succeed, and a note
   * naming that case.
   */
  signExample: {blob: string; metadata: string; note: string};
  namesCheck: NamesCheck;
  statusWordsCheck: StatusWordsCheck;
}): ApduSpec {
  const genericScheme: ParamSpec = {
    meaning: 'Key scheme',
    options: [
      {value: 0, label: 'Ed25519'},
      {value: 2, label: 'ECDSA'},
    ],
  };
  // apdu_handler.c process_chunk and handleGetAddr: any other P2 is answered with 0x6B00.
  const genericSchemeNote = 'P2 must be 0 (Ed25519) or 2 (ECDSA); the app answers 0x6B00 to any other value.';
  const signGeneric = (id: string, name: string, ins: number, summary: string, withMetadata: boolean, notes: string[]): ApduCommand => ({
    id,
    name,
    ins,
    summary,
    p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
    p2: genericScheme,
    payload: [
      pathField('Derivation path, five components'),
      {
        id: 'blobLen',
        name: withMetadata ? 'BLOB_LEN' : 'MSG_LEN',
        kind: 'u16le',
        bytes: 2,
        lengthOf: 'blob',
        description: withMetadata ? 'Length of the transaction blob, metadata excluded (filled in)' : 'Length of the message (filled in)',
      },
      {
        id: 'blob',
        name: withMetadata ? 'BLOB' : 'MESSAGE',
        kind: 'message',
        bytes: 'var',
        placement: 'data',
        description: withMetadata ? 'SCALE-encoded transaction' : 'Bytes to sign',
        example: withMetadata ? app.signExample.blob : rawExample,
      },
      ...(withMetadata
        ? [
            {
              id: 'metadata',
              name: 'METADATA',
              kind: 'bytes',
              bytes: 'var',
              placement: 'data',
              description: 'Metadata proof for the transaction, appended right after the blob',
              example: app.signExample.metadata,
            } as const,
          ]
        : []),
    ],
    chunking: initAddLast,
    response: [
      {name: 'SIG', bytes: 65, description: 'Ed25519: a 0x00 type byte, then the 64-byte signature; ECDSA: r (32), s (32), v (1)'},
    ],
    notes: [`Every chunk is checked: ${genericSchemeNote[0].toLowerCase()}${genericSchemeNote.slice(1)}`, ...notes],
  });
  return {
    folder: app.folder,
    appName: app.appName,
    repo: ledgerRepository(app.folder),
    sourceFile: 'docs/APDUSPEC.md',
    cla: 0xf9,
    coinType: app.coinType,
    defaultPath: `m/44'/${app.coinType}'/0'/0'/0'`,
    path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
    chunkSize: 250,
    commands: [
      getDeviceInfo,
      getVersion(version12),
      {
        id: 'getAddr',
        name: 'INS_GET_ADDR',
        ins: 0x01,
        summary:
          'Returns the public key and address. With Ed25519 the payload ends with the SS58 prefix used to encode the address; with ECDSA the prefix is left out.',
        p1: confirm,
        p2: genericScheme,
        payload: [
          pathField("Derivation path, five components; the first two must be 44' and the app's coin type"),
          {
            id: 'ss58',
            name: 'SS58',
            kind: 'u16le',
            bytes: 2,
            optional: true,
            example: app.ss58Example,
            description:
              'SS58 prefix for the address (little-endian). Required with Ed25519 (without it the app answers 0x6700); not read with ECDSA, so leave it empty',
          },
        ],
        response: [
          {name: 'PK', bytes: 32, description: 'Ed25519 public key (ECDSA: see the note)'},
          {name: 'ADDR', bytes: 'rest', show: 'ascii', description: 'Ed25519: SS58 address as text'},
        ],
        notes: [
          genericSchemeNote,
          'With ECDSA the answer is a 33-byte compressed public key followed by a 20-byte raw address (the last 20 bytes of the Keccak-256 hash of the 64-byte uncompressed key, its 0x04 prefix left out), not the 32-byte key and text address shown here.',
        ],
      },
      signGeneric(
        'sign',
        'INS_SIGN',
        0x02,
        'Signs a transaction. The first APDU carries the path and the blob length; the blob and its metadata proof follow, concatenated, in chunks.',
        true,
        [
          'Only the blob (BLOB_LEN bytes) is signed, not the metadata proof. Ed25519 signs it as it is up to 256 bytes and its Blake2b-256 hash above that; ECDSA signs its Keccak-256 hash (of the Blake2b-256 hash above 256 bytes).',
          app.signExample.note,
        ],
      ),
      signGeneric(
        'signRaw',
        'INS_SIGN_RAW',
        0x03,
        `Signs ${rawMessage}. The first APDU carries the path and the message length; the message follows in chunks.`,
        false,
        ['The app answers 0x6984 when the bytes received differ in number from MSG_LEN.'],
      ),
    ],
    ...statusWordsFrom(app.statusWordsCheck),
    namesCheck: app.namesCheck,
  };
}
