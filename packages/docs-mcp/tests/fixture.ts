/** docs-core's made-up fixture build written to a temp folder, as a site build leaves it (build/, its snapshot in build/mcp-snapshot/). */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {snapshotDirFor} from '@zondax/docs-core/snapshot/format';
import {fixtureFiles} from '@zondax/docs-core/testing/fixtureSnapshot';

export interface WrittenFixture {
  /** The build folder; its snapshot is `${buildDir}/mcp-snapshot`. */
  buildDir: string;
  snapshotDir: string;
  remove: () => void;
}

export function writeFixture(): WrittenFixture {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-fixture-'));
  const buildDir = path.join(root, 'build');
  for (const [name, text] of fixtureFiles()) {
    const file = path.join(buildDir, name);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, text);
  }
  return {buildDir, snapshotDir: snapshotDirFor(buildDir), remove: () => rmSync(root, {recursive: true, force: true})};
}
