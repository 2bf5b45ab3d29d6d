/**
 * Shape of an app's status-word record (data/ledger-apps/<folder>/statusWords.ts, issue 62): the files of
 * the code the app compiles that define its status words, each read at a commit with the values it gives.
 * The pure functions that read a record are in statusWordsCheck.ts; this module holds only the zod
 * schema, which schema.ts adds to an app's spec (types only reach the browser bundle, as there).
 */
import {z} from 'zod';

const commitHash = z.string().regex(/^[0-9a-f]{40}$/);
const repoName = z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/);
const statusCode = z.number().int().min(0).max(0xffff);
/** A C identifier (APDU_CODE_OK) or a Rust enum variant with its enum (ApduError::DataInvalid). */
const statusIdentifier = z.string().regex(/^[A-Za-z_]\w*(::[A-Za-z_]\w*)?$/);

/** One file read: a path in the app's repository or, with repo and commit, in another one (ledger-zxlib). */
export const statusWordsFileSchema = z
  .strictObject({
    repo: repoName.optional(),
    commit: commitHash.optional(),
    path: z.string().min(1),
    /** The status words the file defines, as read: identifier and value. */
    defines: z.record(statusIdentifier, statusCode),
  })
  .refine((f) => (f.repo === undefined) === (f.commit === undefined), {message: 'a file in another repository needs both repo and commit'})
  .refine((f) => Object.keys(f.defines).length > 0, {message: 'record the status words the file defines'});

export const statusWordsCheckSchema = z.strictObject({
  /** The app's commit, the same one its codeCheck or namesCheck was read at. */
  commit: commitHash,
  /**
   * How the app gets ledger-zxlib: the submodule at `path` pinned at `commit`, or (no commit) a copy of it
   * in the app's tree at `path`. Absent when the app builds without it (the Rust apps).
   */
  zxlib: z.strictObject({path: z.string().min(1), commit: commitHash.optional()}).optional(),
  /** The files that define the status words the app compiles. */
  files: z.array(statusWordsFileSchema).min(1),
  /**
   * Files whose catch-all turns any other exception into 0x6800 | (exception & 0x7FF), so a 0x68xx word is
   * an SDK exception the app did not handle.
   */
  exceptions: z.array(z.string().min(1)).optional(),
  /** The status-word table of the specification file (the spec's sourceFile) at the same commit, as written; empty when it has none. */
  specWords: z.array(z.strictObject({code: statusCode, text: z.string().min(1)})),
});

export type StatusWordsFile = z.infer<typeof statusWordsFileSchema>;
export type StatusWordsCheck = z.infer<typeof statusWordsCheckSchema>;
