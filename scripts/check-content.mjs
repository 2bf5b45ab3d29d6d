#!/usr/bin/env node
/**
 * Fast authoring check for docs/<section> folders, without a full site build:
 * every Markdown/MDX file compiles as MDX, has title and description front matter,
 * fenced code blocks name a language, headings do not skip a level (axe's heading-order), no code line
 * is wider than the text column of a 1280 px window, and no placeholder text slipped in.
 *
 *   node scripts/check-content.mjs [sectionId ...]   (default: every folder under docs/)
 */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import matter from 'gray-matter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {codeColumns} from '@zondax/docs-core/text/codeColumns.mjs';

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

/**
 * A code line over codeColumns (docs-core) scrolls its block sideways in a 1280 px window. A line is let through when
 * its length comes from what cannot be broken: a quoted string or a run without spaces (a URL, a hash, a path: no
 * brackets, commas or semicolons, which a call or a list breaks at) over 40 characters.
 */
const unbreakable = /"[^"]{41,}"|'[^']{41,}'|[^\s(){}[\],;]{41,}/;

/** Code lines (Mermaid left out: diagrams have their own rule) wider than the column, as "line N (M characters)". */
function wideCodeLines(content, firstLine) {
  const wide = [];
  let fence;
  content.split('\n').forEach((line, i) => {
    const marker = line.match(/^\s*(`{3,}|~{3,})\s*(\S*)/);
    if (!fence && marker) fence = {close: marker[1], language: marker[2]};
    else if (fence && marker && marker[1].startsWith(fence.close) && !marker[2]) fence = undefined;
    else if (fence && fence.language !== 'mermaid') {
      const length = [...line].length;
      if (length > codeColumns && !unbreakable.test(line)) wide.push(`line ${firstLine + i} (${length} characters)`);
    }
  });
  return wide;
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
    // gray-matter's content starts after the front matter: lines are counted from the file's first.
    const firstLine = raw.split('\n').length - content.split('\n').length + 1;
    for (const wide of wideCodeLines(content, firstLine))
      report(
        file,
        `code ${wide} is wider than ${codeColumns}: a 1280 px window scrolls it; break it as the language's formatter would, or put a trailing comment on its own line above`,
      );
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
