/**
 * The "What is specific to this app" list of a build page adds to the page; it does not repeat a
 * command or a link the page already gave (the audit found Node 16, `make test_all` and
 * hub.zondax.ch listed twice).
 */
import {describe, expect, it} from 'vitest';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ledgerChains} from '../../src/data/chains';

const root = path.resolve(__dirname, '../../docs/ledger-apps');

describe('ledger-apps build pages', () => {
  for (const {ledgerFolder: folder} of ledgerChains) {
    const file = path.join(root, folder, 'build.md');
    if (!existsSync(file)) continue;
    it(`${folder}: the app-specific list repeats no earlier command or link`, () => {
      const text = readFileSync(file, 'utf8');
      const [before, after] = text.split('## What is specific to this app');
      if (after === undefined) {
        expect(text).not.toContain('#what-is-specific-to-this-app');
        return;
      }
      const section = after.split('\n## ')[0];
      const commands = [...section.matchAll(/`((?:make|\.\/|poetry|npm|yarn|brew) [^`]*)`/g)].map((m) => m[1]);
      const links = [...section.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => m[1]);
      expect([...commands, ...links].filter((t) => before.includes(t))).toEqual([]);
      expect(section).toMatch(/^- /m);
    });
  }
});

describe('the Substrate version rule', () => {
  const overview = readFileSync(path.join(root, 'overview.mdx'), 'utf8');

  it('is stated once, on the overview, with the Kusama figures that differ', () => {
    expect(overview).toMatch(/^### How Substrate app versions are numbered$/m);
    expect(overview).toContain('`26.12005.1`');
    expect(overview).toContain('`26.1002005.x`');
    // 16-bit fields: the minor number cannot be the full spec_version any more.
    expect(overview).toContain('65535');
  });

  for (const {ledgerFolder: folder} of ledgerChains) {
    const file = path.join(root, folder, 'build.md');
    if (!existsSync(file)) continue;
    it(`${folder}: the build page links to the rule instead of restating it`, () => {
      const text = readFileSync(file, 'utf8');
      expect(text).not.toMatch(/minor number (is )?its `spec_version`/);
      // A page that ties the app's version to the runtime (the Substrate apps; Tezos also has a Makefile.version) links the rule.
      if (/follows the runtime/.test(text)) expect(text).toContain('/ledger-apps/overview#how-substrate-app-versions-are-numbered');
    });
  }
});
