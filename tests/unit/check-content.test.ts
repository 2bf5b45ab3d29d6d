/**
 * scripts/check-content.mjs, the authoring check CI runs before the build: a code line wider than the text column of a
 * 1280 px window is a problem, named by its line in the file, unless its length is an unbreakable string or token.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, expect, it} from 'vitest';

const script = path.resolve(__dirname, '../../scripts/check-content.mjs');
const tmp = mkdtempSync(path.join(tmpdir(), 'check-content-'));
afterAll(() => rmSync(tmp, {recursive: true, force: true}));

const page = (body: string) => ['---', 'title: A page', 'description: A page to check.', '---', '', body, ''].join('\n');
const fence = (language: string, ...lines: string[]) => ['```' + language, ...lines, '```'].join('\n');

function check(body: string): {status: number | null; output: string} {
  const folder = path.join(tmp, 'docs', 'section');
  rmSync(folder, {recursive: true, force: true});
  mkdirSync(folder, {recursive: true});
  writeFileSync(path.join(folder, 'page.md'), page(body));
  const run = spawnSync(process.execPath, [script, 'section'], {cwd: tmp, encoding: 'utf8'});
  return {status: run.status, output: run.stdout + run.stderr};
}

it('names a code line over 76 characters by its line in the file, front matter counted', () => {
  const long = `const answer = await app.getAddressAndPubKey("m/44'/461'/0'/0/0", true, false);`;
  expect(long.length).toBeGreaterThan(76);
  const {status, output} = check(fence('ts', 'const short = 1;', long));
  expect(status).toBe(1);
  // Front matter (4 lines), a blank line, the fence: the long line is line 8 of the file.
  expect(output).toContain(`docs/section/page.md: code line 8 (${long.length} characters) is wider than 76`);
});

it('lets through a line of 76 characters, a Mermaid diagram and a line made long by an unbreakable token', () => {
  const url = `curl -s localhost:30303/tx/${'c6'.repeat(32)}`;
  const json = `  "build": "asc assembly/index.ts --target release --bindings esm --use abort="`;
  const result = check(
    [
      fence('text', 'x'.repeat(76)),
      fence('bash', url),
      fence('json', '{', json, '}'),
      fence('mermaid', `flowchart LR\n  A[${'a'.repeat(90)}] --> B`),
    ].join('\n\n'),
  );
  expect(result.output).toContain('0 problem(s)');
  expect(result.status).toBe(0);
});

it('reads a fence as Markdown does: one inside a longer fence or a tilde fence is code, not a block of its own', () => {
  const nested = ['````md', 'Write a block like this:', '', '```', 'no language here is the example', '```', '````'].join('\n');
  const tilde = ['~~~bash', '# a comment, not a heading', '```', '~~~'].join('\n');
  const result = check(['## Example', '', nested, '', tilde, '', '### Next'].join('\n'));
  expect(result.output).toContain('0 problem(s)');
  expect(result.status).toBe(0);
});

it('names a code block without a language, a code line too wide inside a tilde fence and a heading that skips a level', () => {
  const long = `const answer = await app.getAddressAndPubKey("m/44'/461'/0'/0/0", true, false);`;
  const result = check(['## Example', '', '```', 'plain', '```', '', '~~~ts', long, '~~~', '', '#### Too deep'].join('\n'));
  expect(result.status).toBe(1);
  expect(result.output).toContain('docs/section/page.md: a code block has no language');
  // Front matter (4 lines), a blank line, the heading, a blank line, three lines of the first block, a blank line, the fence.
  expect(result.output).toContain(`docs/section/page.md: code line 13 (${long.length} characters) is wider than 76`);
  expect(result.output).toContain('heading "Too deep" skips a level');
  expect(result.output).toContain('3 problem(s)');
});
