import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, Prism as bundledPrism, normalizeTokens as bundledNormalize, type PrismTheme} from 'prism-react-renderer';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import remarkImportHighlighter, {languageModulePrefix} from '../../src/plugins/prism-on-demand/remarkImportHighlighter';
import {
  bundledGrammars,
  coreModule,
  grammarModule,
  grammarsFor,
  languageModule,
  languageNames,
  siteGrammars,
} from '../../src/plugins/prism-on-demand/grammars';
import {additionalLanguages} from '../../src/plugins/prism-on-demand/languages';
import {prismFor} from '../../src/plugins/prism-on-demand/registry';
import {tokenize, useHighlight, type PrismInstance} from '../../src/plugins/prism-on-demand/highlight';
import {prismThemes} from '../../src/config/prismThemes';

const root = path.resolve(__dirname, '../..');
const site = siteGrammars(additionalLanguages);
const names = languageNames(site);

/** The compiled MDX module, with the plugin as the docs instances run it. */
async function compiled(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkImportHighlighter]}));
}
const imported = (module: string) => [...module.matchAll(new RegExp(`import "${languageModulePrefix}([\\w-]+)";`, 'g'))].map((m) => m[1]);

describe('a page imports the grammars of its code blocks only (src/plugins/prism-on-demand)', () => {
  it('one module per language, once, before the content; aliases resolve to their grammar', async () => {
    const page = await compiled(
      '# Build\n\n```bash\nmake\n```\n\n```ts\nconst a = 1;\n```\n\n```sh\nls\n```\n\n```typescript\nlet b;\n```\n',
    );
    expect(imported(page)).toEqual(['bash', 'typescript']);
    expect(page.indexOf(`${languageModulePrefix}bash`)).toBeLessThan(page.indexOf('function _createMdxContent'));
  });

  it('code blocks in lists, JSX elements and <CodeBlock>/<code> with a language count', async () => {
    expect(imported(await compiled('- step\n\n  ```rust\n  fn main() {}\n  ```\n'))).toEqual(['rust']);
    expect(imported(await compiled('<details>\n\n```go\nfunc main() {}\n```\n\n</details>\n'))).toEqual(['go']);
    expect(imported(await compiled('<Tabs>\n  <CodeBlock language="toml">{"a = 1"}</CodeBlock>\n</Tabs>\n'))).toEqual(['toml']);
    expect(imported(await compiled('<pre><code className="language-yml">{"a: 1"}</code></pre>\n'))).toEqual(['yaml']);
  });

  it('no code block, only inline code, Mermaid, plain text or a language the site does not highlight: nothing', async () => {
    for (const source of [
      '# Supported methods\n\n| Method | Since |\n|---|---|\n| `transfer` | 1.0 |\n',
      '```mermaid\ngraph TD; A-->B\n```\n',
      '```\nplain\n```\n\n```text\nplain\n```\n\n```cmake\nproject(x)\n```\n',
      '<pre>raw</pre>\n',
    ]) {
      expect(await compiled(source)).not.toContain(languageModulePrefix);
    }
  });

  it('a bash and TypeScript page loads the JavaScript family and bash, never Kotlin or GraphQL', () => {
    const grammars = new Set(['bash', 'typescript'].flatMap((id) => grammarsFor(id, site)));
    expect([...grammars].sort()).toEqual([
      'bash',
      'clike',
      'javadoclike',
      'javascript',
      'js-extras',
      'js-templates',
      'jsdoc',
      'regex',
      'typescript',
    ]);
    expect(grammarsFor('bash', site)).toEqual(['bash']);
    expect(grammarsFor('rust', site)).toEqual(['rust']);
    expect(grammarsFor('solidity', site)).toEqual(['clike', 'solidity']);
  });
});

// ---------------------------------------------------------------------------------------------
// The reference: what the site highlighted with before, prism-react-renderer's bundle and the
// additional languages loaded into it as the classic theme does (a global Prism while they load).

const localRequire = createRequire(__filename);
const reference = bundledPrism as unknown as PrismInstance & {languages: Record<string, unknown>};
{
  const global = globalThis as {Prism?: unknown};
  global.Prism = bundledPrism;
  for (const id of additionalLanguages) localRequire(`prismjs/components/prism-${id}.js`);
  delete global.Prism;
}

function referenceTokens(code: string, language: string) {
  const grammar = reference.languages[language];
  if (grammar == null) return bundledNormalize([code]);
  const env: Record<string, unknown> = {code, grammar, language, tokens: []};
  reference.hooks.run('before-tokenize', env);
  env.tokens = reference.tokenize(code, grammar as never);
  reference.hooks.run('after-tokenize', env);
  return bundledNormalize(env.tokens as never);
}

/** Every fenced code block in the site's Markdown (docs and src/pages), with its language. */
function siteCodeBlocks(): {file: string; language: string; code: string}[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.mdx?$/.test(name)) files.push(full);
    }
  };
  walk(path.join(root, 'docs'));
  walk(path.join(root, 'src/pages'));
  const blocks: {file: string; language: string; code: string}[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^([ \t]*)(`{3,}|~{3,})[ \t]*([\w+#.-]*)[^\n]*\n([\s\S]*?)\n\1\2[ \t]*$/gm)) {
      const indent = m[1].length;
      const code = m[4]
        .split('\n')
        .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
        .join('\n');
      blocks.push({file: path.relative(root, file), language: (m[3] || 'text').toLowerCase(), code});
    }
  }
  return blocks;
}

describe('each language highlights exactly as prism-react-renderer with the additional languages did', () => {
  // The modules the plugin generates, loaded as the browser loads them.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prism-on-demand-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  beforeAll(async () => {
    writeFileSync(path.join(dir, 'core.js'), coreModule());
    for (const id of new Set([...names.keys()].flatMap((id) => grammarsFor(id, site))))
      writeFileSync(path.join(dir, `grammar-${id}.js`), grammarModule(id));
    for (const [id, aliases] of names) {
      writeFileSync(
        path.join(dir, `language-${id}.js`),
        languageModule(id, site, aliases, path.join(root, 'src/plugins/prism-on-demand/registry.ts')),
      );
      await import(path.join(dir, `language-${id}.js`));
    }
  }, 60_000);

  it('the site order is the bundle order, and every language name of the bundle is a language module of the site', () => {
    const keys = Object.keys(reference.languages).filter(
      (k) => typeof reference.languages[k] === 'object' && !['plain', 'plaintext', 'text', 'txt'].includes(k),
    );
    const componentOf = new Map([...names].flatMap(([id, aliases]) => aliases.map((a) => [a, id] as const)));
    expect(keys.filter((k) => !componentOf.has(k))).toEqual([]);
    const order = [...new Set(keys.map((k) => componentOf.get(k)))];
    expect(order).toEqual(site.filter((id) => names.has(id) && order.includes(id)));
    expect(order.filter((id) => (bundledGrammars as readonly string[]).includes(id!))).toEqual(
      bundledGrammars.filter((id) => names.has(id)),
    );
  });

  it('every code block of the site gets the same tokens', () => {
    const blocks = siteCodeBlocks();
    expect(blocks.length).toBeGreaterThan(300);
    const used = new Set(blocks.map((b) => b.language));
    // The languages the site's code blocks are written in (and plain text).
    expect(used.has('bash') && used.has('ts') && used.has('rust') && used.has('solidity')).toBe(true);
    const differing = blocks.filter(
      ({language, code}) =>
        JSON.stringify(tokenize(prismFor(language), code, language)) !== JSON.stringify(referenceTokens(code, language)),
    );
    expect(differing.map((b) => `${b.file} (${b.language})`)).toEqual([]);
  });

  it('samples in every language of the site get the same tokens', () => {
    const sample = [
      '/** @param {string} a the name */\nexport async function f<T extends object>(a: string): Promise<T> { return `<b>${a}</b>` as any; }',
      'const re = /a+b/gi; class A extends B { #x = 1; get y() { return this.x?.z ?? `color: red`; } }',
      '<div class="a" id="b">text &amp; <b>more</b></div>',
      '# Title\n\n```js\nlet a\n```\n\n- item `code` **bold**',
      'query Q($id: ID!) { user(id: $id) { name } } """doc *md*"""',
      'fn main() { let x: Vec<u8> = vec![1]; println!("{}", x.len()); } // c',
      'contract A { function f(uint256 a) public pure returns (uint) { return a; } }',
      '#include <stdio.h>\nint main(void) { std::vector<int> v; return 0; }',
      'key = "value"\n[table]\nlist = [1, 2]',
      'a: 1\nb: [x, y]\n# c',
      'echo "$HOME" | grep -v x && curl -s https://x',
    ];
    const differing: string[] = [];
    // ActionScript embeds XML only when markup was defined before it; no page uses ActionScript.
    for (const aliases of [...names].filter(([id]) => id !== 'actionscript').map(([, a]) => a)) {
      for (const language of aliases) {
        for (const code of sample) {
          if (JSON.stringify(tokenize(prismFor(language), code, language)) !== JSON.stringify(referenceTokens(code, language)))
            differing.push(`${language}: ${code.slice(0, 30)}`);
        }
      }
    }
    // Not compared: tagged templates that embed another language (html`…`, css`…` in JavaScript),
    // highlighted inside only when the page loads that language too; no code block of the site has one.
    expect(differing).toEqual([]);
  });

  it('the core builds independent instances and never touches the page (no global Prism, no automatic highlighting)', async () => {
    const global = globalThis as {window?: unknown; Prism?: unknown};
    const listeners: string[] = [];
    global.window = {
      document: {readyState: 'complete', currentScript: null},
      addEventListener: (type: string) => listeners.push(type),
      requestAnimationFrame: () => listeners.push('raf'),
    };
    try {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'prism-core-'));
      writeFileSync(path.join(dir, 'core.js'), coreModule());
      const {default: createPrism} = (await import(path.join(dir, 'core.js'))) as {default: () => PrismInstance};
      rmSync(dir, {recursive: true, force: true});
      const a = createPrism();
      const b = createPrism();
      expect(a).not.toBe(b);
      expect(listeners).toEqual([]);
      expect(global.Prism).toBeUndefined();
    } finally {
      delete global.window;
    }
    expect(prismFor('typescript')).toBe(prismFor('ts'));
    expect(prismFor('typescript')).not.toBe(prismFor('javascript'));
    expect(prismFor('cmake')).toBeUndefined();
  });
});

describe('useHighlight renders what prism-react-renderer Highlight renders', () => {
  /** The same markup from either highlighter's output. */
  type Output = Pick<ReturnType<typeof useHighlight>, 'className' | 'style' | 'tokens' | 'getLineProps' | 'getTokenProps'>;
  const markup = ({className, style, tokens, getLineProps, getTokenProps}: Output) =>
    React.createElement(
      'pre',
      {className, style},
      tokens.map((line, i) =>
        React.createElement(
          'div',
          {key: i, ...getLineProps({line})},
          line.map((token, j) => React.createElement('span', {key: j, ...getTokenProps({token})})),
        ),
      ),
    );
  function Ours({code, language, theme, prism}: {code: string; language: string; theme: PrismTheme; prism: PrismInstance}) {
    return markup(useHighlight({prism, code, language, theme}));
  }
  function Theirs({code, language, theme}: {code: string; language: string; theme: PrismTheme}) {
    const children: React.ComponentProps<typeof Highlight>['children'] = markup;
    return React.createElement(Highlight, {code, language, theme, prism: bundledPrism, children});
  }

  it.each([
    ['tsx', 'const a = <A b="c">{d}</A>;\n\n// e'],
    ['rust', 'fn main() {\n    let x = 1;\n}\n'],
    ['TS', 'let a: number = 1;'],
    ['cmake', 'project(x)\n\n'],
  ])('%s in the light and dark themes', (language, code) => {
    for (const theme of [prismThemes.light, prismThemes.dark]) {
      expect(renderToStaticMarkup(React.createElement(Ours, {code, language, theme, prism: reference}))).toBe(
        renderToStaticMarkup(React.createElement(Theirs, {code, language, theme})),
      );
    }
  });
});
