/**
 * Shape of one Ledger app's APDU specification (the data under data/ledger-apps/<folder>/apdu.ts).
 *
 * The same object drives three things: the tables on the APDUSPEC page, the APDU builder and
 * the response decoder. Anything the builder needs is therefore explicit data (byte order,
 * path prefix, chunking), never inferred from prose.
 */
import {z} from 'zod';
import {statusWordsCheckSchema} from './statusWordsCheckSchema';

const byte = z.number().int().min(0).max(0xff);

/** A P1 or P2 byte: what it means and which values the app accepts. */
export const paramSchema = z.strictObject({
  meaning: z.string().min(1),
  /** The app ignores the byte; the builder sends 0x00. */
  ignored: z.boolean().optional(),
  /** The only value the app accepts. */
  value: byte.optional(),
  /** Named choices (confirmation flag, signature scheme...). The first one is the default. */
  options: z
    .array(z.strictObject({value: byte, label: z.string().min(1)}))
    .min(1)
    .optional(),
});

/**
 * 'pathList': several derivation paths typed one per line (or comma-separated), each written with the
 * command's path rules; 'leb128': an unsigned LEB128 varint, only as a length field (lengthOf).
 */
export const payloadKinds = ['path', 'pathList', 'u8', 'u16le', 'u16be', 'u32le', 'u32be', 'leb128', 'bytes', 'ascii', 'message'] as const;

/** One field of a command payload, in wire order. */
export const payloadFieldSchema = z.strictObject({
  /** Stable key, also used as the form input name. */
  id: z.string().regex(/^[a-z][a-zA-Z0-9]*$/),
  /** Name as the app's own specification spells it (PATH, HRP_LEN, ...). */
  name: z.string().min(1),
  kind: z.enum(payloadKinds),
  /** Wire size in bytes; 'var' for variable. Display only, the encoder derives sizes from the kind. */
  bytes: z.union([z.number().int().positive(), z.literal('var')]),
  description: z.string().min(1),
  /** 'first': carried in the first APDU; 'data': part of the byte stream cut into chunks. */
  placement: z.enum(['first', 'data']).optional(),
  /** For ascii and bytes: a one-byte length written before the value; for pathList: a one-byte count of paths. */
  lengthPrefix: z.literal('u8').optional(),
  /** For pathList: the exact number of components of every path in the list. */
  components: z.number().int().min(1).optional(),
  /** Exact length for bytes fields (hex input). */
  length: z.number().int().positive().optional(),
  /** Bounds for integer kinds and for the length of ascii/bytes values. */
  min: z.number().int().min(0).optional(),
  max: z.number().int().min(0).optional(),
  /** Filled in by the encoder: the byte length of another field. */
  lengthOf: z.string().optional(),
  /** The field may be left empty (nothing is sent). */
  optional: z.boolean().optional(),
  /** Pre-filled value in the builder form. */
  example: z.string().optional(),
});

/** One field of a successful response, before SW1-SW2. */
export const responseFieldSchema = z.strictObject({
  name: z.string().min(1),
  /** Fixed size, 'rest' (everything up to the next fixed-size fields), or taken from an earlier length field. */
  bytes: z.union([z.number().int().positive(), z.literal('rest'), z.strictObject({from: z.string()})]),
  /** How the decoder shows the value besides hex. */
  show: z.enum(['hex', 'ascii', 'uint-be', 'uint-le']).optional(),
  description: z.string().min(1),
});

export const pathRulesSchema = z.strictObject({
  /** Byte order of each 32-bit path component. */
  encoding: z.enum(['u32le', 'u32be']),
  /** A one-byte component count is written before the components. */
  lengthPrefix: z.boolean(),
  minComponents: z.number().int().min(1),
  maxComponents: z.number().int().min(1),
  /** Every component must be hardened (the app rejects other paths). */
  allHardened: z.boolean().optional(),
});

/** P1/P2 values per APDU position in a chunked exchange. */
const positionsSchema = z.strictObject({first: byte, middle: byte, last: byte, single: byte.optional()});

export const chunkingSchema = z.strictObject({
  /**
   * 'fields': the first APDU carries only the 'first' fields (usually the path); every later APDU a
   * slice of the data stream. 'fields+data': first fields and data form one stream cut into chunks.
   */
  layout: z.enum(['fields', 'fields+data']),
  p1: positionsSchema.optional(),
  p2: positionsSchema.optional(),
  /**
   * Packets numbered instead of marked: P1 is the 1-based index of the APDU, P2 the number of APDUs
   * (the Tendermint validator app).
   */
  numbered: z.literal(true).optional(),
  /** Largest slice per data APDU when the command's own rule differs from the app's chunkSize. */
  size: z.number().int().min(1).max(255).optional(),
});

/** Path rules of a command that takes another kind of path than the app's default (Ethereum paths, identity paths). */
export const commandPathSchema = z.strictObject({
  rules: pathRulesSchema,
  defaultPath: z.string().min(1),
  coinType: z.number().int().min(0).nullable(),
});

export const commandSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-zA-Z0-9]*$/),
  /** The instruction's identifier in the app's code (INS_GET_ADDR, INS_SIGN_SECP256K1...): what a reader of the source greps for. */
  name: z.string().min(1),
  /**
   * The name the published specification file (sourceFile) gives the instruction, kept only where it
   * differs from `name`: the page shows it as an alias so a search for either name finds the command.
   */
  specName: z.string().min(1).optional(),
  ins: byte,
  /** Some commands use another class byte (Ethereum-compatible 0xE0, dashboard 0xE0). */
  cla: byte.optional(),
  summary: z.string().min(1),
  p1: paramSchema,
  p2: paramSchema,
  payload: z.array(payloadFieldSchema).optional(),
  chunking: chunkingSchema.optional(),
  /** Overrides the app's path rules for this command's path fields. */
  path: commandPathSchema.optional(),
  response: z.array(responseFieldSchema).optional(),
  /** False when the specification leaves a wire detail open; the builder then explains instead of guessing. */
  buildable: z.boolean().optional(),
  notes: z.array(z.string().min(1)).optional(),
});

export const statusWordSchema = z.strictObject({
  code: z.number().int().min(0).max(0xffff),
  description: z.string().min(1),
});

const repoName = z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/);
const commitHash = z.string().regex(/^[0-9a-f]{40}$/);
/** An identifier as the app's code spells it (a C macro or a Rust constant): CLA, INS_GET_ADDR... */
const codeIdentifier = z.string().regex(/^[A-Z][A-Z0-9_]*$/);

/**
 * A file read at a commit: a path in the app's repository, or, with repo and commit, in another
 * repository (the ledger-zxlib submodule at the commit the app pins).
 */
const fileAtCommit = {
  /** owner/name and commit of another repository (the ledger-zxlib submodule at the commit the app pins). */
  repo: repoName.optional(),
  commit: commitHash.optional(),
  path: z.string().min(1),
};
const sameRepoOrBoth = (f: {repo?: string; commit?: string}) => (f.repo === undefined) === (f.commit === undefined);
const sameRepoOrBothMessage = {message: 'a file in another repository needs both repo and commit'};

/** One file read for a names check or a code check, with the values it defines as read there. */
export const namesCheckFileSchema = z
  .strictObject({
    ...fileAtCommit,
    /** Identifier and value, as the file's #define (or, in Rust, its `const`) gives them. */
    defines: z.record(codeIdentifier, byte),
  })
  .refine(sameRepoOrBoth, sameRepoOrBothMessage);

/**
 * The code that dispatches instructions (a C switch, a Rust match), as read at the commit: the
 * class identifiers it accepts and the instructions it dispatches in a production build.
 */
export const dispatcherSchema = z
  .strictObject({
    ...fileAtCommit,
    /** The function that holds it, where one file has more than one (avalanche: avax_dispatch, eth_dispatch). */
    function: z.string().regex(/^\w+$/).optional(),
    /** Identifiers of the class bytes this dispatcher accepts (their values are in the files' defines). */
    classes: z.array(codeIdentifier).min(1),
    /**
     * Its case labels (match arms in Rust), plus an instruction tested by an `if` before the switch;
     * cases compiled only for tests or dev builds are left out, cases of any production build kept.
     */
    cases: z.array(codeIdentifier).min(1),
  })
  .refine(sameRepoOrBoth, sameRepoOrBothMessage);

/**
 * Ids of commands a generic handler answers before the app's instruction dispatcher sees them (GET_DEVICE_INFO,
 * handle_generic_apdu in ledger-zxlib's app/common/app_main.c or the app's copy of it): compiled into the app, but
 * not among the dispatcher's cases.
 */
const beforeDispatcher = z.array(z.string()).optional();

export const codeCheckSchema = z
  .strictObject({
    /** owner/name when the code lives elsewhere than the spec's repo. */
    repo: repoName.optional(),
    commit: commitHash,
    /** Files that define the class byte and the instructions and dispatch them. */
    files: z.array(z.string().min(1)).min(1),
    /** Bytes the GET_VERSION handler writes before SW1-SW2, and the file that writes them. */
    versionAnswer: z.strictObject({bytes: z.number().int().min(1), file: z.string().min(1)}),
    /**
     * Instructions the code defines but leaves out of production builds or never dispatches, and why,
     * one note each, beginning with the instruction's identifier where the code names it: none of them
     * is among the dispatchers' cases or the commands.
     */
    omitted: z.array(z.string().min(1)).optional(),
    /** The values read at the commit: per file, each class and instruction identifier with its value. */
    defines: z.array(namesCheckFileSchema).min(1).optional(),
    /** Where the instructions are dispatched, read at the commit; their cases are exactly the commands' names. */
    dispatchers: z.array(dispatcherSchema).min(1).optional(),
    beforeDispatcher,
    /** Why defines or dispatchers are not recorded (a file that cannot be read at the commit). */
    notRead: z.string().min(1).optional(),
  })
  .refine((c) => (c.defines !== undefined && c.dispatchers !== undefined) || c.notRead !== undefined, {
    message: 'record the values read (defines and dispatchers) or say in notRead why they could not be read',
  })
  .refine((c) => c.dispatchers === undefined || c.defines !== undefined, {message: 'dispatchers name classes whose values are in defines'});

/**
 * What was read in the app's code for the commands' names and bytes, and nothing more: unlike
 * codeCheck, this record does not say the list covers every instruction, so the page does not either.
 */
export const namesCheckSchema = z.strictObject({
  commit: commitHash,
  /** The file whose switch dispatches the instructions. */
  dispatcher: z.string().min(1),
  /** The switch's case labels in a production build (cases compiled only for tests are left out). */
  dispatched: z.array(codeIdentifier).min(1),
  /** Where the class byte and the instruction values are defined. */
  files: z.array(namesCheckFileSchema).min(1),
  beforeDispatcher,
  /**
   * Instructions the published specification lists and the code defines, but the dispatcher has no
   * case for: the app refuses them, so they are not among the commands and the page says why.
   */
  notDispatched: z.array(codeIdentifier).optional(),
});

export const apduSpecSchema = z.strictObject({
  /** Ledger-apps folder name (chains.ts ledgerFolder). */
  folder: z.string().regex(/^[a-z0-9]+$/),
  appName: z.string().min(1),
  /** owner/name of the repository the facts come from. */
  repo: z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/),
  /** File in that repository that documents the protocol. */
  sourceFile: z.string().min(1),
  cla: byte,
  /** Other class bytes the app answers to, with the reason. */
  otherCla: z.array(z.strictObject({cla: byte, use: z.string().min(1)})).optional(),
  coinType: z.number().int().min(0).nullable(),
  defaultPath: z.string().min(1),
  path: pathRulesSchema,
  /** Largest payload slice per APDU in chunked commands. */
  chunkSize: z.number().int().min(1).max(255),
  commands: z.array(commandSchema).min(1),
  statusWords: z.array(statusWordSchema).min(1),
  /** Where the published specification and the app source disagree, and what this data follows. */
  corrections: z.array(z.string().min(1)).optional(),
  /**
   * The app code this command list was checked against. Only with this record does the page state
   * that the list covers every instruction the app dispatches.
   */
  codeCheck: codeCheckSchema.optional(),
  /** Names and bytes checked in the code, where the list's completeness was not (the Substrate template apps). */
  namesCheck: namesCheckSchema.optional(),
  /** Issue 62: the code the status words were read in (statusWordsCheckSchema.ts); statusWords is derived from it. */
  statusWordsCheck: statusWordsCheckSchema.optional(),
});

/*
 * Types are inferred from the schema. Data modules and components import them with
 * `import type`, so zod (a dev dependency) never reaches the browser bundle; the unit
 * tests run the schema over every data file instead.
 */
export type ApduSpec = z.infer<typeof apduSpecSchema>;
export type ApduCommand = z.infer<typeof commandSchema>;
export type PayloadField = z.infer<typeof payloadFieldSchema>;
export type ResponseField = z.infer<typeof responseFieldSchema>;
export type ParamSpec = z.infer<typeof paramSchema>;
export type StatusWord = z.infer<typeof statusWordSchema>;
export type PathRules = z.infer<typeof pathRulesSchema>;
export type CommandPath = z.infer<typeof commandPathSchema>;
export type CodeCheck = z.infer<typeof codeCheckSchema>;
export type NamesCheck = z.infer<typeof namesCheckSchema>;
export type CodeFile = z.infer<typeof namesCheckFileSchema>;
export type Dispatcher = z.infer<typeof dispatcherSchema>;
