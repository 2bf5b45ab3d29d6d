#!/usr/bin/env node
/**
 * Fast authoring check for docs/<section> folders, without a full site build:
 * every Markdown/MDX file compiles as MDX, has title and description front matter,
 * fenced code blocks name a language, headings do not skip a level (axe's heading-order), and no
 * placeholder text slipped in.
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
const folders = requested.length
  ? requested
  : (await readdir(root, {withFileTypes: true})).filter((d) => d.isDirectory()).map((d) => d.name);
const placeholder = /\b(TODO|TBD|lorem ipsum|coming soon)\b/i;

async function* walk(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) yield full;
  }
}

/** The first heading, outside code fences, that is more than one level below the previous one. */
function skippedHeadingLevel(content) {
  let previous = 1;
  let fenced = false;
  for (const line of content.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && line.match(/^(#{1,6})\s+(.*)$/);
    if (!heading) continue;
    if (heading[1].length > previous + 1) return heading[2].trim();
    previous = heading[1].length;
  }
  return undefined;
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
    const skip = skippedHeadingLevel(content);
    if (skip) report(file, `heading "${skip}" skips a level (the page title is level 1)`);
    try {
      await compile(content, {remarkPlugins: [remarkGfm, remarkDirective]});
    } catch (err) {
      report(file, `MDX does not compile: ${err.message}`);
    }
  }
}
console.log(`${files} files checked in ${folders.length} section(s), ${problems} problem(s)`);
process.exit(problems ? 1 : 0);
