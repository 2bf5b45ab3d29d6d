/**
 * Which Prism grammars a code block in a given language needs, and the browser modules that
 * define them (build side: the plugin writes the modules, the remark plugin imports them).
 *
 * The site highlights what prism-react-renderer 2.4.1 bundles plus themeConfig.prism's
 * additionalLanguages, in that order (`siteGrammars`). That bundle defines ~30 grammars in one
 * module (~92 KB minified): a page of bash and TypeScript paid for Kotlin and GraphQL. Here each
 * language gets its own Prism instance, built from prismjs's components (the same grammar sources)
 * in the bundle's order, restricted to what the language depends on: its required and optional
 * grammars (prismjs/components.json) and the grammars that modify it or what it extends
 * (e.g. js-extras, jsdoc and js-templates change JavaScript's tokens, hence TypeScript's).
 * One instance per language keeps a language's tokens independent of which other languages a
 * visitor's earlier pages loaded. tests/unit/prism-on-demand.test.ts checks every code block of
 * the site against prism-react-renderer's bundle, token for token.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

const localRequire = createRequire(__filename);

type Entry = {require?: string | string[]; optional?: string | string[]; modify?: string | string[]; alias?: string | string[]};
const components = localRequire('prismjs/components.json') as {languages: Record<string, Entry>};
const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * prism-react-renderer 2.4.1's bundle (packages/generate-prism-languages: its languages with their
 * required and optional grammars first), then themeConfig.prism.additionalLanguages.
 */
export const bundledGrammars = [
  'markup',
  'regex',
  'clike',
  'javascript',
  'actionscript',
  'coffeescript',
  'javadoclike',
  'css',
  'css-extras',
  'yaml',
  'markdown',
  'graphql',
  'sql',
  'js-templates',
  'typescript',
  'jsdoc',
  'flow',
  'n4js',
  'js-extras',
  'jsx',
  'tsx',
  'swift',
  'kotlin',
  'c',
  'objectivec',
  'reason',
  'rust',
  'go',
  'cpp',
  'python',
  'json',
] as const;

export function siteGrammars(additionalLanguages: readonly string[]): string[] {
  return [...bundledGrammars, ...additionalLanguages.filter((id) => !(bundledGrammars as readonly string[]).includes(id))];
}

/** Grammars (prismjs component ids) that define a language of their own, with the names code blocks use for it. */
export function languageNames(site: readonly string[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const id of site) {
    // Grammars that only extend others (css-extras, js-templates, …) are not languages of a code block.
    if (!components.languages[id] || /-(extras|templates)$/.test(id)) continue;
    names.set(id, [id, ...list(components.languages[id].alias)]);
  }
  return names;
}

/** Name a code block uses (e.g. ts, sh) → the prismjs component that defines it (typescript, bash). */
export function componentsByName(site: readonly string[]): Map<string, string> {
  return new Map([...languageNames(site)].flatMap(([id, names]) => names.map((name) => [name, id] as const)));
}

/** The grammars to define, in order, for a code block in `id` (a prismjs component id of the site). */
export function grammarsFor(id: string, site: readonly string[]): string[] {
  const inSite = (x: string) => site.includes(x);
  const needed = new Set<string>();
  const extended = new Set<string>([id]);
  // extends: the language and the grammars it requires (it is built on them); optional grammars
  // are loaded with their own requirements but what modifies them is left out.
  const add = (x: string, extendsChain: boolean, withOptional: boolean) => {
    if (!inSite(x)) return;
    if (extendsChain) extended.add(x);
    if (needed.has(x) && !extendsChain) return;
    needed.add(x);
    const entry = components.languages[x];
    for (const dep of list(entry.require)) add(dep, extendsChain, withOptional);
    if (withOptional) for (const dep of list(entry.optional)) add(dep, false, false);
  };
  add(id, true, true);
  // Grammars that modify the language or one it extends, with what they require.
  for (const x of site) {
    if (list(components.languages[x].modify).some((m) => extended.has(m))) add(x, false, false);
  }
  return site.filter((x) => needed.has(x));
}

/** A prismjs component as a module exporting `define(Prism)` (components assume a global Prism). */
export function grammarModule(id: string): string {
  const source = readFileSync(localRequire.resolve(`prismjs/components/prism-${id}.js`), 'utf8');
  return `// prismjs/components/prism-${id}.js (MIT), applied to the Prism instance it is given\nexport default function define(Prism) {\n${source}\n}\n`;
}

/**
 * prismjs's core as a factory of fresh instances. Shadowing the browser globals makes the core
 * take its Node path: no automatic highlighting of the page, no worker listener, no global Prism
 * (prism-react-renderer patches the same code out of its copy).
 */
export function coreModule(): string {
  const source = readFileSync(localRequire.resolve('prismjs/components/prism-core.js'), 'utf8');
  return `// prismjs/components/prism-core.js (MIT), one fresh instance per call\nexport default function createPrism() {\nvar window, self, WorkerGlobalScope, module, global;\n${source}\nreturn Prism;\n}\n`;
}

/** The module a page imports for a language: registers how to build that language's Prism instance. */
export function languageModule(id: string, site: readonly string[], names: readonly string[], registry: string): string {
  const grammars = grammarsFor(id, site);
  return [
    `import {registerLanguage} from ${JSON.stringify(registry)};`,
    `import createPrism from './core.js';`,
    ...grammars.map((g, i) => `import g${i} from './grammar-${g}.js';`),
    `registerLanguage(${JSON.stringify(names)}, function () {`,
    `  var Prism = createPrism();`,
    ...grammars.map((_, i) => `  g${i}(Prism);`),
    `  return Prism;`,
    `});`,
    '',
  ].join('\n');
}
