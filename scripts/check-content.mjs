#!/usr/bin/env node
/**
 * Fast authoring check for docs/<section> folders, without a full site build:
 * every Markdown/MDX file compiles as MDX, has title and description front matter,
 * fenced code blocks name a language, and no placeholder text slipped in.
 *
 *   node scripts/check-content.mjs [sectionId ...]   (default: every folder under docs/)
 */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import matter from 'gray-matter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';

const root = path.resolve('docs');
const requested = process.argv.slice(2);
const folders = requested.length ? requested : (await readdir(root, {withFileTypes: true})).filter((d) => d.isDirectory()).map((d) => d.name);
const placeholder = /\b(TODO|TBD|lorem ipsum|coming soon)\b/i;

async function* walk(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) yield full;
  }
}

let problems = 0;
let files = 0;
const report = (file, msg) => {
  problems++;
  console.error(`${path.relative(process.cwd(), file)}: ${msg}`);
};

for (const folder of folders) {
  for await (const file of walk(path.join(root, folder))) {
    files++;
    const raw = await readFile(file, 'utf8');
    const {data, content} = matter(raw);
    if (!data.title && !/^# /m.test(content)) report(file, 'no title (front matter `title` or a level-1 heading)');
    if (!data.description) report(file, 'no `description` front matter (used for the meta description)');
    if (placeholder.test(content)) report(file, `placeholder text: ${content.match(placeholder)[0]}`);
    const fences = content.match(/^\s*```.*$/gm) ?? [];
    for (let i = 0; i < fences.length; i += 2) {
      if (/^\s*```\s*$/.test(fences[i])) report(file, 'a code block has no language');
    }
    try {
      await compile(content, {remarkPlugins: [remarkGfm, remarkDirective]});
    } catch (err) {
      report(file, `MDX does not compile: ${err.message}`);
    }
  }
}
console.log(`${files} files checked in ${folders.length} section(s), ${problems} problem(s)`);
process.exit(problems ? 1 : 0);
