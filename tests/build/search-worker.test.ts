/**
 * The search worker (src/search/worker.ts, emitted as assets/js/offline-search-worker.<hash>.js) is what a
 * reader's first keystroke waits for: it carries the engine and the failure classification only.
 * A shared module that imports React (as searchFailureStore.ts does) pulled React into it once
 * (11.4 KB → 19.3 KB); this keeps the worker free of it and within its budget.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir} from './built-site';

const jsDir = path.join(buildDir, 'assets/js');
const workerFiles = readdirSync(jsDir).filter((f) => /^offline-search-worker\.[0-9a-f]+\.js$/.test(f));
/**
 * Raw bytes: 11.8 KB when this was written, 15.6 KB once the engine ranked questions (issue 60: question words,
 * word families, page coverage, phrases, exact codes); React alone adds about 7 KB, which this still catches.
 */
const workerBudget = 18 * 1024;

describe('the search worker script', () => {
  it('is one file of the build', () => {
    expect(workerFiles).toHaveLength(1);
  });

  const code = workerFiles.length === 1 ? readFileSync(path.join(jsDir, workerFiles[0]), 'utf8') : '';

  it('has no React in it', () => {
    // React's element symbols and its production error URL are in any bundle that includes React.
    expect(code).not.toMatch(/Symbol\.for\("react\./);
    expect(code).not.toContain('react.dev/errors');
  });

  it(`stays within ${workerBudget / 1024} KB`, () => {
    expect(code.length).toBeGreaterThan(1024);
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(workerBudget);
  });
});
