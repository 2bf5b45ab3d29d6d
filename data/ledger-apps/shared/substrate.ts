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

const signResponse = [{name: 'SIG', bytes: 65, description: 'Signature (65 bytes as the specification lists them)'} as const];

/** What INS_SIGN_RAW accepts: common/tx.c's tx_raw_parse refuses anything else with 0x6984 (data invalid). */
const rawMessage = 'a byte message that starts with <Bytes> and ends with </Bytes> (the app answers 0x6984 to anything else)';

function signCommand(id: string, name: string, ins: number, what: string, specName?: string): ApduCommand {
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
      messageField(`${what[0].toUpperCase()}${what.slice(1)}, cut into chunks`, '0400'),
    ],
    chunking: initAddLast,
    response: [...signResponse],
  };
}

export interface SubstrateApp {
  folder: string;
  appName: string;
  cla: number;
  coinType: number;
  /** Newer template: adds INS_SIGN_RAW (0x03) and documents the device-level GET_DEVICE_INFO. */
  newer: boolean;
  corrections?: string[];
  /** Where the names and bytes were read in this app's code; required, because the template's names are not the specifications'. */
  namesCheck: NamesCheck;
  /** Where its status words were read (the folder's statusWords.ts). */
  statusWordsCheck: StatusWordsCheck;
}

export function substrateSpec(app: SubstrateApp): ApduSpec {
  const commands: ApduCommand[] = [
    ...(app.newer ? [getDeviceInfo] : []),
    getVersion(version12),
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
        {name: 'ADDR', bytes: 'rest', show: 'ascii', description: 'SS58 address as text'},
      ],
    },
    signCommand('sign', 'INS_SIGN', 0x02, 'a SCALE-encoded transaction', app.newer ? undefined : 'INS_SIGN_ED25519'),
  ];
  if (app.newer) commands.push(signCommand('signRaw', 'INS_SIGN_RAW', 0x03, rawMessage));
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
    corrections: app.corrections,
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
  const signGeneric = (id: string, name: string, ins: number, summary: string, withMetadata: boolean): ApduCommand => ({
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
        example: '0400',
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
              example: '00',
            } as const,
          ]
        : []),
    ],
    chunking: initAddLast,
    response: [{name: 'SIG', bytes: 65, description: 'Ed25519: 65-byte signature; ECDSA: r (32) s (32) v (1)'}],
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
          pathField('Derivation path, five components'),
          {
            id: 'ss58',
            name: 'SS58',
            kind: 'u16le',
            bytes: 2,
            optional: true,
            example: app.ss58Example,
            description: 'SS58 prefix for the address (little-endian); leave empty for ECDSA',
          },
        ],
        response: [
          {name: 'PK', bytes: 32, description: 'Public key (Ed25519: 32 bytes; ECDSA answers 33 compressed bytes and a 20-byte address)'},
          {name: 'ADDR', bytes: 'rest', show: 'ascii', description: 'Address'},
        ],
      },
      signGeneric(
        'sign',
        'INS_SIGN',
        0x02,
        'Signs a transaction. The first APDU carries the path and the blob length; the blob and its metadata proof follow, concatenated, in chunks.',
        true,
      ),
      signGeneric(
        'signRaw',
        'INS_SIGN_RAW',
        0x03,
        `Signs ${rawMessage}. The first APDU carries the path and the message length; the message follows in chunks.`,
        false,
      ),
    ],
    ...statusWordsFrom(app.statusWordsCheck),
    namesCheck: app.namesCheck,
  };
}
