/** Every ledger-apps folder has its APDU page, and the page renders that folder's own data. */
import {describe, expect, it} from 'vitest';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ledgerChains} from '../../src/data/chains';

const root = path.resolve(__dirname, '../../docs/ledger-apps');

describe('ledger-apps APDU pages', () => {
  for (const {ledgerFolder: folder} of ledgerChains) {
    it(`${folder} has an APDU page wired to its data`, () => {
      const file = path.join(root, folder, folder === 'starkware' ? 'APDU.mdx' : 'APDUSPEC.mdx');
      expect(existsSync(file)).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text).toContain(`from '@site/data/ledger-apps/${folder}/apdu'`);
      expect(text).toContain('<ApduSpec spec={spec} />');
      expect(text).toContain('<ApduBuilder spec={spec} />');
      expect(text).toMatch(/^sidebar_position: 1$/m);
      // Completeness is claimed by <ApduSpec> from the data's codeCheck record, never by page prose.
      expect(text).not.toMatch(/every (instruction|command)/i);
      // A reader who has the commands wants the way to a running app next to them.
      if (existsSync(path.join(root, folder, 'build.md'))) expect(text).toContain('](./build.md)');
    });
  }

  it('keeps the earlier Zcash workflows out of the sidebar', () => {
    for (const v of ['zcash_workflow_v1.md', 'zcash_workflow_v2.md']) {
      expect(readFileSync(path.join(root, 'zcash', v), 'utf8')).toMatch(/^sidebar_exclude: true$/m);
    }
  });
});
