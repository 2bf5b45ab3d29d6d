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

/**
 * The page's code blocks and headings in document order, from the Markdown tree the MDX compiler parsed (so a fence
 * inside a longer fence, or a tilde fence, is what Markdown makes of it).
 */
function outline(tree) {
  const code = [];
  const headings = [];
  const visit = (node) => {
    if (node.type === 'code') code.push(node);
    else if (node.type === 'heading') headings.push(node);
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return {code, headings};
}

/**
 * Compiles the page as the build does; its Markdown tree, or undefined when it does not compile (reported). The tree
 * is kept by a last remark plugin: the checks read the compiler's own parse, not a second one.
 */
async function compiledTree(file, content) {
  let tree;
  const keepTree = () => (parsed) => {
    tree = parsed;
  };
  try {
    await compile(content, {remarkPlugins: [remarkGfm, remarkDirective, keepTree]});
    return tree;
  } catch (err) {
    report(file, `MDX does not compile: ${err.message}`);
    return undefined;
  }
}

/** The first heading more than one level below the previous one, as its text. */
function skippedHeadingLevel(headings, content) {
  let previous = 1;
  for (const heading of headings) {
    if (heading.depth > previous + 1)
      return sourceOf(heading, content)
        .replace(/^#+\s*/, '')
        .trim();
    previous = heading.depth;
  }
  return undefined;
}

const sourceOf = (node, content) => content.slice(node.position.start.offset, node.position.end.offset);

/**
 * A code line over codeColumns (docs-core) scrolls its block sideways in a 1280 px window. A line is let through when
 * its length comes from what cannot be broken: a quoted string or a run without spaces (a URL, a hash, a path: no
 * brackets, commas or semicolons, which a call or a list breaks at) over 40 characters.
 */
const unbreakable = /"[^"]{41,}"|'[^']{41,}'|[^\s(){}[\],;]{41,}/;

/**
 * Code lines (Mermaid left out: diagrams have their own rule) wider than the column, as "line N (M characters)". The
 * line is measured as written, with the indent of a list it sits in, which narrows the block as much.
 */
function wideCodeLines(code, content, firstLine) {
  const lines = content.split('\n');
  const wide = [];
  for (const block of code) {
    if (block.lang === 'mermaid' || block.value === '') continue;
    // The fence's line (1-based) is the index of the block's first line (0-based).
    const first = block.position.start.line;
    block.value.split('\n').forEach((_, i) => {
      const line = lines[first + i];
      const length = [...line].length;
      if (length > codeColumns && !unbreakable.test(line)) wide.push(`line ${firstLine + first + i} (${length} characters)`);
    });
  }
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
    const tree = await compiledTree(file, content);
    if (tree) {
      const parts = outline(tree);
      for (const block of parts.code) if (!block.lang) report(file, 'a code block has no language');
      // gray-matter's content starts after the front matter: lines are counted from the file's first.
      const firstLine = raw.split('\n').length - content.split('\n').length + 1;
      for (const wide of wideCodeLines(parts.code, content, firstLine))
        report(
          file,
          `code ${wide} is wider than ${codeColumns}: a 1280 px window scrolls it; break it as the language's formatter would, or put a trailing comment on its own line above`,
        );
      const skip = skippedHeadingLevel(parts.headings, content);
      if (skip) report(file, `heading "${skip}" skips a level (the page title is level 1)`);
    }
  }
}
console.log(`${files} files checked in ${folders.length} section(s), ${problems} problem(s)`);
process.exit(problems ? 1 : 0);
