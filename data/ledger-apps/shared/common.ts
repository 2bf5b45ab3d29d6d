/**
 * Building blocks that repeat across the provider's app specifications: the version command,
 * confirmation flags and init/add/last chunking. Chain files compose these so that each fact is
 * written once; status words come from each app's code (statusWords.ts beside its apdu.ts).
 */
import type {ApduCommand, ParamSpec, PayloadField, ResponseField} from '@zondax/docs-core/ledger/apdu/schema';

export const ignored: ParamSpec = {meaning: 'Not used', ignored: true};

export const confirm: ParamSpec = {
  meaning: 'Show the result on the device and wait for approval',
  options: [
    {value: 0, label: 'No: return the result at once'},
    {value: 1, label: 'Yes: show it on the device first'},
  ],
};

/** P1 of chunked commands in most apps: 0 = init (first APDU), 1 = add, 2 = last. */
export const payloadDesc: ParamSpec = {
  meaning: 'Chunk position',
  options: [
    {value: 0, label: 'init: first APDU'},
    {value: 1, label: 'add: a middle chunk'},
    {value: 2, label: 'last: the final chunk'},
  ],
};
export const initAddLast = {layout: 'fields', p1: {first: 0, middle: 1, last: 2}} as const satisfies ApduCommand['chunking'];

export function pathField(description = 'BIP44 derivation path'): PayloadField {
  return {id: 'path', name: 'PATH', kind: 'path', bytes: 'var', description};
}

export function messageField(description = 'Bytes to sign, sent in chunks after the first APDU', example?: string): PayloadField {
  return {id: 'message', name: 'MESSAGE', kind: 'message', bytes: 'var', description, placement: 'data', example};
}

/** Apps differ in what they write here (0xFF, 0x01, or always 0), so the description states only what holds for all. */
const testFlag: ResponseField = {
  name: 'TEST',
  bytes: 1,
  show: 'uint-be',
  description: 'Test-mode flag: 0 unless the app was built for testing',
};
const versionHead: ResponseField[] = [
  testFlag,
  {name: 'MAJOR', bytes: 1, show: 'uint-be', description: 'Version major'},
  {name: 'MINOR', bytes: 1, show: 'uint-be', description: 'Version minor'},
  {name: 'PATCH', bytes: 1, show: 'uint-be', description: 'Version patch'},
];
const targetId: ResponseField = {
  name: 'TARGET_ID',
  bytes: 4,
  description: 'Target id of the device model (big-endian), e.g. 33100004 for the Nano S Plus',
};

/**
 * The 9-byte answer: TEST, MAJOR, MINOR, PATCH, LOCKED (1 byte each) and the 4-byte TARGET_ID (the handler ends
 * with `*tx += 9`, or `*tx = 9` in the Rust apps).
 */
export const version9: ResponseField[] = [
  ...versionHead,
  {name: 'LOCKED', bytes: 1, show: 'uint-be', description: 'Device locked flag (the apps send 0, or !IS_UX_ALLOWED)'},
  targetId,
];

/** The newer template's answer: 2-byte big-endian MAJOR, MINOR and PATCH, then LOCKED and TARGET_ID (12 bytes). */
export const version12: ResponseField[] = [
  testFlag,
  {name: 'MAJOR', bytes: 2, show: 'uint-be', description: 'Version major, 16-bit big-endian'},
  {name: 'MINOR', bytes: 2, show: 'uint-be', description: 'Version minor, 16-bit big-endian'},
  {name: 'PATCH', bytes: 2, show: 'uint-be', description: 'Version patch, 16-bit big-endian'},
  {name: 'LOCKED', bytes: 1, show: 'uint-be', description: 'Device locked flag (the apps send 0, or !IS_UX_ALLOWED)'},
  targetId,
];

/** The oldest answer (Tendermint validator app): TEST, MAJOR, MINOR, PATCH, 4 bytes. */
export const version4: ResponseField[] = [...versionHead];

/**
 * The version command. Most specifications call it GET_VERSION while the code dispatches
 * INS_GET_VERSION (ledger-zxlib app_main.h), hence the default names; `specName: null` where the
 * specification already uses the code's name.
 */
export function getVersion(
  response: ResponseField[],
  ins = 0x00,
  {name = 'INS_GET_VERSION', specName = 'GET_VERSION'}: {name?: string; specName?: string | null} = {},
): ApduCommand {
  return {
    id: 'getVersion',
    name,
    ...(specName ? {specName} : {}),
    ins,
    summary: 'Returns the app version and a test-mode flag. Needs no payload and no approval.',
    p1: ignored,
    p2: ignored,
    payload: [],
    response,
  };
}

/**
 * The version command of the Rust apps (Starkware, Tezos): their handlers/version.rs writes the 9-byte layout with TEST
 * and LOCKED always 0, whatever the build, so the answer carries only the version and the target id.
 */
export function getRustAppVersion(ins: number): ApduCommand {
  const response = version9.map((f) =>
    f.name === 'TEST' || f.name === 'LOCKED' ? {...f, description: 'Always 0 in this app (handlers/version.rs)'} : f,
  );
  return {
    ...getVersion(response, ins, {specName: 'GetVersion'}),
    summary: 'Returns the app version and the target id. Needs no payload and no approval.',
  };
}

/**
 * GET_DEVICE_INFO (class 0xE0). In the apps that list it, handle_generic_apdu (ledger-zxlib's app/common/app_main.c, or
 * the app's own copy of that template) answers E0 01 00 00 before the app's instruction dispatcher sees the APDU.
 */
export const getDeviceInfo: ApduCommand = {
  id: 'getDeviceInfo',
  name: 'GET_DEVICE_INFO',
  cla: 0xe0,
  ins: 0x01,
  summary:
    "Returns the device's target id, OS version and MCU version. A generic handler that runs before the app's own dispatcher answers it: the APDU must start E0 01 00 00 and carry at least one more byte (the Lc byte, E0 01 00 00 00).",
  p1: {meaning: 'Fixed', value: 0},
  p2: {meaning: 'Fixed', value: 0},
  payload: [],
  response: [
    {name: 'TARGET_ID', bytes: 4, description: 'Target id'},
    {name: 'OS_LEN', bytes: 1, show: 'uint-be', description: 'OS version length (0..64)'},
    {name: 'OS', bytes: {from: 'OS_LEN'}, show: 'ascii', description: 'OS version, not zero-terminated'},
    {name: 'FLAGS_LEN', bytes: 1, show: 'uint-be', description: 'Flags length (the handler writes 0)'},
    {name: 'FLAGS', bytes: {from: 'FLAGS_LEN'}, description: 'Flags'},
    {name: 'MCU_LEN', bytes: 1, show: 'uint-be', description: 'MCU version length (0..64)'},
    {name: 'MCU', bytes: {from: 'MCU_LEN'}, show: 'ascii', description: 'MCU version, not zero-terminated'},
  ],
};

/**
 * The correction line of an app whose specification leaves GET_DEVICE_INFO out and whose app/src/common/main.c runs
 * ledger-zxlib's app_main, at the commit the app pins (short hash).
 */
export const deviceInfoCorrection = (zxlibPin: string): string =>
  `The specification does not list \`GET_DEVICE_INFO\`; \`app/src/common/main.c\` runs \`app_main\` of ledger-zxlib (\`deps/ledger-zxlib\` at ${zxlibPin}, \`app/common/app_main.c\`), which calls \`handle_generic_apdu\` before the app's dispatcher, and it answers E0 01 00 00.`;

/** The usual disagreement: the published specification stops after LOCKED, the handler also sends the target id. */
export const version9Correction =
  'The specification lists a 5-byte `GET_VERSION` answer (TEST, MAJOR, MINOR, PATCH, LOCKED); the handler writes 9 bytes, ending with the 4-byte target id, and the decoder on this page expects all 9.';
