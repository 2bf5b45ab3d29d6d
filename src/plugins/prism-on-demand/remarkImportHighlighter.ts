/**
 * Remark plugin for every docs instance and src/pages: a page imports the module of each language
 * its code blocks are written in (./index.ts writes them), so the grammars join that page's own
 * chunk (downloaded before the page renders, on first load and on client-side navigation) and a
 * page loads none it does not use; pages without code blocks, such as the ledger apps'
 * supported-methods pages, load none at all. Mermaid fences are diagrams (theme-mermaid renders
 * them); a fence without a language or in one the site does not highlight is shown as plain text.
 * JSX <CodeBlock language="…"> and <code className="language-…"> in MDX count too.
 */
import type {Node, Parent, Root} from 'mdast';
import {componentsByName, siteGrammars} from './grammars';
import {additionalLanguages} from './languages';

export const languageModulePrefix = '@generated/prism-on-demand/default/language-';

type JsxAttribute = {type: string; name?: string; value?: unknown};

function jsxLanguage(node: Node & {name?: string | null; attributes?: JsxAttribute[]}): string | undefined {
  const attribute = (name: string) => {
    const value = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
    return typeof value === 'string' ? value : undefined;
  };
  if (node.name === 'CodeBlock') return attribute('language');
  if (node.name === 'code' || node.name === 'pre') return /(?:^|\s)language-([\w-]+)/.exec(attribute('className') ?? '')?.[1];
  return undefined;
}

/** The languages of a page's code blocks, lower-cased as the code block reads them. */
export function codeLanguages(node: Node, out = new Set<string>()): Set<string> {
  if (node.type === 'code') {
    const lang = (node as Node & {lang?: string | null}).lang;
    if (lang && lang !== 'mermaid') out.add(lang.toLowerCase());
  } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const lang = jsxLanguage(node as Node & {name?: string | null; attributes?: JsxAttribute[]});
    if (lang) out.add(lang.toLowerCase());
  }
  if ('children' in node && Array.isArray(node.children)) for (const child of (node as Parent).children) codeLanguages(child, out);
  return out;
}

const componentOfName = componentsByName(siteGrammars(additionalLanguages));

/** The language modules a page with these code block languages imports, sorted. */
export function languageModules(languages: Iterable<string>): string[] {
  const ids = new Set([...languages].flatMap((lang) => componentOfName.get(lang) ?? []));
  return [...ids].sort().map((id) => `${languageModulePrefix}${id}`);
}

/** An ESM node as remark-mdx would parse `import '<module>';` (MDX compiles ESM from its estree). */
export function importNode(module: string) {
  return {
    type: 'mdxjsEsm' as const,
    value: `import ${JSON.stringify(module)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: {type: 'Literal', value: module, raw: JSON.stringify(module)},
          },
        ],
      },
    },
  };
}

export default function remarkImportHighlighter() {
  return (tree: Root): void => {
    const modules = languageModules(codeLanguages(tree));
    tree.children.unshift(...(modules.map(importNode) as unknown as Root['children']));
  };
}
