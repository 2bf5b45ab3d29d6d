/**
 * Issue 59: the import boundaries (eslint.boundaries.mjs) hold. ESLint is fed one wrong import of each
 * kind, at a file path inside the layer it would break, and must refuse it with the layer's message;
 * the imports the layers allow must pass. The other lint rules of this kind are fed the same way: a
 * section's route written as a string in the site, and a change to shared state in tests/build.
 */
import path from 'node:path';
import {ESLint} from 'eslint';
import {beforeAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({cwd: root});
});

/** The messages ESLint gives for `code` as if it were the file at `file` (relative to the repository root). */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, {filePath: path.join(root, file)});
  return result.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('imports flow one way: core at the bottom, apdu-ui and data above it, the site, docs-mcp, docs-edge and scripts on top', () => {
  it.each([
    ['data/ledger-apps/x.ts', "import {x} from '../../src/components/chrome/CopyPage/clipboard';", /data\/ holds facts/],
    ['data/ledger-apps/x.ts', "import {x} from '../../src/search/siteClient';", /data\/ holds facts/],
    ['src/data/x.ts', "import {x} from '../components/chrome/CopyPage/clipboard';", /typed sources of truth/],
    ['src/components/x.ts', "import {x} from '../../scripts/lib/stats.mjs';", /The site does not import scripts/],
    ['src/components/x.ts', "import {x} from '@site/tests/unit/react-root';", /The site does not import scripts\/, tests\//],
    [
      'src/plugins/x.ts',
      "import {x} from '../../packages/docs-mcp/src/server';",
      /shares logic with the site only through packages\/docs-core|The site does not import/,
    ],
    ['docusaurus.config.ts', "import {x} from './tests/fixtures/test-faults';", /The site does not import/],
    ['packages/docs-mcp/src/x.ts', "import {x} from '../../../src/search/siteClient';", /docs-mcp reads what the site build leaves/],
    ['packages/docs-mcp/src/x.ts', "import {x} from '../../../data/ledger-apps/clients';", /docs-mcp reads what the site build leaves/],
    ['packages/docs-core/src/x.ts', "import {x} from '../../../src/data/sections';", /bottom layer/],
    ['packages/docs-core/src/x.ts', "import {x} from '../../docs-mcp/src/server';", /bottom layer/],
    ['packages/docs-core/src/x.ts', "import {readFileSync as x} from 'node:fs';", /Node's built-in modules/],
    ['packages/docs-core/src/x.ts', "import x from 'path';", /Node's path/],
    ['packages/docs-core/src/x.ts', "import {useState as x} from 'react';", /React belongs to the site/],
    ['packages/docs-core/src/x.ts', "import x from '@docusaurus/Link';", /Docusaurus belongs to the site/],
    ['packages/docs-core/src/x.ts', "import {x} from '../../apdu-ui/src/index';", /bottom layer/],
    ['packages/apdu-ui/src/x.tsx', "import x from '@docusaurus/Link';", /apdu-ui is the APDU builder.*Docusaurus belongs to the site/],
    ['packages/apdu-ui/src/x.tsx', "import x from '@theme/CodeBlock';", /Docusaurus belongs to the site/],
    ['packages/apdu-ui/app/x.tsx', "import {readFileSync as x} from 'node:fs';", /apdu-ui.*Node's built-in modules/],
    ['packages/apdu-ui/src/x.tsx', "import {x} from '../../../src/components/mdx/TableScroll';", /apdu-ui is the APDU builder shared/],
    ['packages/apdu-ui/src/x.tsx', "import {x} from '../../../data/ledger-apps/clients';", /apdu-ui is the APDU builder shared/],
    ['packages/apdu-ui/app/x.tsx', "import {x} from '../../docs-mcp/src/server';", /apdu-ui is the APDU builder shared/],
    ['packages/docs-mcp/src/x.ts', "import {x} from '../../apdu-ui/src/index';", /docs-mcp reads what the site build leaves/],
    ['scripts/x.mjs', "import {x} from '../tests/spec/spec-behaviours.mjs';", /Nothing imports tests/],
    ['packages/docs-edge/src/x.ts', "import {x} from '../../../src/plugins/hosting/headers';", /docs-edge runs in workerd/],
    ['packages/docs-edge/src/x.ts', "import {x} from '../../docs-mcp/src/http';", /docs-edge runs in workerd/],
    ['packages/docs-edge/src/x.ts', "import {x} from '../../docs-mcp/src/loadSnapshot';", /docs-edge runs in workerd/],
    ['packages/docs-edge/src/x.ts', "import {readFile as x} from 'node:fs/promises';", /Node's built-in modules are not in workerd/],
    ['packages/docs-mcp/src/fetchHandler.ts', "import x from 'node:http';", /Node's built-in modules are not in workerd/],
    ['packages/docs-mcp/src/server.ts', "import x from 'path';", /Node's path is not in workerd/],
    ['packages/docs-mcp/src/x.ts', "import {x} from '../../docs-edge/src/worker';", /docs-mcp reads what the site build leaves/],
    ['packages/docs-core/src/x.ts', "import {x} from '../../docs-edge/src/worker';", /bottom layer/],
    ['src/plugins/x.ts', "import {x} from '../../packages/docs-edge/src/worker';", /The site does not import/],
    [
      'src/theme/X/index.tsx',
      "import {useNavbarMobileSidebar as x} from '@docusaurus/theme-common/internal';",
      /private shape of Docusaurus/,
    ],
    ['src/components/x.ts', "import x from '@generated/routes';", /generated modules are read in src\/internals only/],
    ['src/components/x.tsx', "import {apduSpecs as x} from '@site/src/ledger/apdu';", /carries every app's APDU data/],
    ['src/theme/X/index.tsx', "import {apduSpecs as x} from '../../ledger/apdu/index.generated';", /carries every app's APDU data/],
    ['docusaurus.config.ts', "import x from '@docusaurus/core/lib/ssg/ssgTemplate.html';", /private shape of Docusaurus/],
  ])('%s: %s is refused', async (file, code, message) => {
    const found = await problems(file, code);
    expect(found.length, `no boundary error for ${code} in ${file}`).toBe(1);
    expect(found[0]).toMatch(message);
  });

  it.each([
    ['data/ledger-apps/x.ts', "import {ledgerRepository as x} from '../../src/data/chains';"],
    ['data/ledger-apps/x.ts', "import type {ApduSpec as x} from '@zondax/docs-core/ledger/apdu/schema';"],
    ['src/components/x.ts', "import {x} from '@site/data/ledger-apps/clients';"],
    ['src/components/x.ts', "import {buildApdus as x} from '@zondax/docs-core/ledger/apdu/encode';"],
    ['packages/docs-mcp/src/x.ts', "import {docsTools as x} from '@zondax/docs-core/tools/index';"],
    ['packages/docs-core/src/x.ts', "import {z as x} from 'zod';"],
    ['packages/docs-edge/src/x.ts', "import {createMcpFetchHandler as x} from '@zondax/docs-mcp/fetchHandler';"],
    ['packages/docs-edge/src/x.ts', "import {openSnapshot as x} from '@zondax/docs-core/snapshot/snapshot';"],
    ['packages/docs-mcp/src/http.ts', "import x from 'node:http';"],
    ['packages/apdu-ui/src/x.tsx', "import {buildApdus as x} from '@zondax/docs-core/ledger/apdu/encode';"],
    ['packages/apdu-ui/app/x.tsx', "import {useState as x} from 'react';"],
    ['packages/apdu-ui/app/x.tsx', "import {App as x} from '@modelcontextprotocol/ext-apps';"],
    ['src/components/x.ts', "import {ApduBuilder as x} from '@zondax/apdu-ui';"],
    ['scripts/x.mjs', "import {x} from '../src/search/records';"],
    ['tests/unit/x.test.ts', "import {x} from '../../scripts/lib/stats.mjs';"],
    ['src/internals/client/x.ts', "import x from '@generated/routes';"],
    ['src/components/x.ts', "import x from '@generated/prism-on-demand/default/languages.json';"],
    ['src/components/x.ts', "import x from '@generated/mcp-snapshot/default/tools.json';"],
    ['src/components/x.ts', "import x from '@generated/chain-landing-pages/default/apduFacts.json';"],
    ['src/components/x.ts', "import x from '@site/data/ledger-apps/namada/apdu';"],
    ['src/plugins/x.ts', "import {apduSpecs as x} from '../ledger/apdu/index';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

describe('tests/build runs without isolation (vitest.build.config.mts), so its files change no shared state', () => {
  const restricted = async (file: string, code: string) => {
    const [result] = await eslint.lintText(`import {vi} from 'vitest';\n${code}\n`, {filePath: path.join(root, file)});
    return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it.each([
    ["vi.mock('node:fs');"],
    ["vi.doMock('node:fs');"],
    ["vi.spyOn(console, 'log');"],
    ["vi.stubEnv('CI', 'true');"],
    ["vi.stubGlobal('fetch', () => 0);"],
    ['vi.useFakeTimers();'],
    ['vi.resetModules();'],
    ["process.env.BUILD_DIR = '/tmp/x';"],
    ["process.env['BUILD_DIR'] = '/tmp/x';"],
    ['delete process.env.BUILD_DIR;'],
    ["Object.assign(process.env, {CI: 'true'});"],
    ['globalThis.fetch = () => 0;'],
  ])('%s in a build test is refused', async (code) => {
    expect(await restricted('tests/build/x.test.ts', code)).toEqual([expect.stringMatching(/runs without isolation/)]);
  });

  it.each([["const ci = process.env.CI === 'true';"], ['Object.assign({}, process.env);'], ['const f = globalThis.fetch;']])(
    '%s (reading, not changing) in a build test passes',
    async (code) => {
      expect(await restricted('tests/build/x.test.ts', code)).toEqual([]);
    },
  );

  it('the same lines in a unit test pass (a unit test that changes its worker runs isolated: vitest.config.mts)', async () => {
    expect(
      await restricted('tests/unit/x.test.ts', "vi.mock('node:fs');\nprocess.env.BUILD_DIR = '/tmp/x';\ndelete process.env.CI;"),
    ).toEqual([]);
  });
});

describe("a section's route is written once (src/data/sections.ts); the site builds its links from there", () => {
  const routeLiterals = async (file: string, code: string) => {
    const [result] = await eslint.lintText(`${code}\n`, {filePath: path.join(root, file)});
    return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it.each([
    ["export const x = '/ledger-apps/overview';"],
    ['export const x = (folder: string) => `/ledger-apps/${folder}/supported_latest`;'],
    ["export const x = '/zemu';"],
    ["export const x = '/fevm/filecoin-solidity/overview';"],
  ])('%s in the site is refused', async (code) => {
    expect(await routeLiterals('src/components/x.tsx', code)).toEqual([expect.stringMatching(/written once, in src\/data\/sections\.ts/)]);
  });

  it.each([
    ["export const x = '/zemuX';"],
    ["export const x = '/beryx-api/';"],
    ['export const x = (origin: string) => `${origin}/zemu`;'],
    ["export const x = 'see /zemu';"],
  ])('%s (not a section route at the start) passes', async (code) => {
    expect(await routeLiterals('src/components/x.tsx', code)).toEqual([]);
  });

  it('sections.ts itself states the routes', async () => {
    expect(await routeLiterals('src/data/sections.ts', "export const x = '/zemu';")).toEqual([]);
  });
});
