import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {hostingDirFor} from '../plugins/hosting/dir';

/**
 * Every build records whether the layer is on (./index.ts), and the tests tell from it which behaviour to
 * expect. The record lies beside the build, in the hosting folder (build → build-hosting/internals.json), not
 * in it: inside, a static host would publish it (it names the framework versions). Written by every build,
 * on or off, so a build with the layer off never leaves an earlier build's record saying on.
 */
export const internalsRecordFile = 'internals.json';

export interface InternalsRecord {
  on: boolean;
  writtenFor: unknown;
}

export function internalsRecordPath(outDir: string): string {
  return path.join(hostingDirFor(outDir), internalsRecordFile);
}

/** Whether the build in outDir has the framework internals; a build without the record (older) is an error. */
export function internalsBuiltInto(outDir: string): boolean {
  const file = internalsRecordPath(outDir);
  if (!existsSync(file)) throw new Error(`${file} is missing: rebuild (every build records whether src/internals is on)`);
  return (JSON.parse(readFileSync(file, 'utf8')) as InternalsRecord).on;
}
