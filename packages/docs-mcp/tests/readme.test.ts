/** The README's tool table is docs-core's tool list: the same tools, in order, with each argument and whether it is optional. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import type {ZodType} from 'zod';
import {docsTools} from '@zondax/docs-core/tools/index';

it("the README's table lists every tool with its arguments", () => {
  const readme = readFileSync(path.resolve(__dirname, '../README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| `([a-z_]+)\(([^)]*)\)` \|/gm)].map((m) => `${m[1]}(${m[2]})`);
  const signature = (tool: (typeof docsTools)[number]) =>
    `${tool.name}(${Object.entries(tool.inputSchema)
      .map(([arg, schema]) => `${arg}${(schema as ZodType).safeParse(undefined).success ? '?' : ''}`)
      .join(', ')})`;
  expect(rows, 'update the table in packages/docs-mcp/README.md ("What it offers")').toEqual(docsTools.map(signature));
});
