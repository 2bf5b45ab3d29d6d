import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sectionEntryPath, sectionById} from '../../src/data/sections';

const docsDir = path.resolve(__dirname, '../../docs');

function pages(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) =>
    e.isDirectory() ? pages(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

/**
 * A page whose address ends in '/index' (/namadexer/index/) must be linked with its slash: clean-URL
 * servers answer '/namadexer/index' with a redirect to '/namadexer', which is another page's file.
 */
describe("links to an 'index' doc", () => {
  it('the Namadexer entry is linked by its one address, with the slash', () => {
    expect(sectionEntryPath(sectionById('namadexer'))).toBe('/namadexer/index/');
  });

  it('no page of docs/ links an address ending in /index without the slash', () => {
    const found = pages(docsDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\]\((\/[^)\s#?]*\/index)(?=[)#?\s])/g)].map(
        (m) => `${path.relative(docsDir, file)}: ${m[1]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
