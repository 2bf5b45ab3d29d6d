/**
 * Remark plugin for the docs instances: headings drawn by a component (such as <ApduSpec>) join the
 * page's table of contents, desktop and phone alike.
 *
 * Docusaurus's own toc plugin (@docusaurus/mdx-loader remark/toc) writes `export const toc = [...]`
 * from the Markdown headings and spreads in the `toc` of imported Markdown partials. It cannot see
 * headings a component renders. This plugin runs after it and, for each element of a registered
 * component, spreads `toc(props)` from the component's headings module into that array, at the
 * element's place in the page and with the element's own props. The headings module is the one the
 * component renders its headings from, so the TOC is never typed a second time.
 */
import type {Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {ArrayExpression, Expression, ImportDeclaration, ObjectExpression, Program, Property, SpreadElement} from 'estree';
import {toString} from 'mdast-util-to-string';

export interface ComponentTocOptions {
  /** Import source of a component that renders headings → module whose `toc(props)` lists them. */
  components: Readonly<Record<string, string>>;
}

const isMarkdownSource = (source: unknown) => typeof source === 'string' && /\.mdx?$/.test(source);

function importsOf(tree: Root): ImportDeclaration[] {
  return tree.children.flatMap((node) =>
    node.type === 'mdxjsEsm'
      ? ((node.data?.estree as Program | undefined)?.body ?? []).filter((s): s is ImportDeclaration => s.type === 'ImportDeclaration')
      : [],
  );
}

const defaultName = (d: ImportDeclaration) => d.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;

/** The `export const toc = [...]` array, when the page has one. */
function tocArray(tree: Root): ArrayExpression | undefined {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const statement = (node.data?.estree as Program | undefined)?.body[0];
    if (statement?.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    const declarator = statement.declaration.declarations[0];
    if (declarator?.id.type === 'Identifier' && declarator.id.name === 'toc' && declarator.init?.type === 'ArrayExpression')
      return declarator.init;
  }
  return undefined;
}

function expressionOf(estree: unknown): Expression | undefined {
  const statement = (estree as Program | undefined)?.body[0];
  return statement?.type === 'ExpressionStatement' ? structuredClone(statement.expression) : undefined;
}

/** The element's props as an object expression: `<X a={b} c="d" {...e} />` → `{a: b, c: "d", ...e}`. */
function propsObject(attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[]): ObjectExpression {
  const properties: (Property | SpreadElement)[] = [];
  for (const attribute of attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      const spread = expressionOf(attribute.data?.estree);
      if (spread?.type === 'ObjectExpression') properties.push(...spread.properties);
      continue;
    }
    const {value} = attribute;
    const expression: Expression | undefined =
      value === null || value === undefined
        ? {type: 'Literal', value: true}
        : typeof value === 'string'
          ? {type: 'Literal', value}
          : expressionOf(value.data?.estree);
    if (!expression) continue;
    properties.push({
      type: 'Property',
      key: {type: 'Literal', value: attribute.name},
      value: expression,
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
    });
  }
  return {type: 'ObjectExpression', properties};
}

function importNode(localName: string, source: string): MdxjsEsm {
  const declaration: ImportDeclaration = {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportSpecifier', imported: {type: 'Identifier', name: 'toc'}, local: {type: 'Identifier', name: localName}}],
    attributes: [],
    source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
  };
  return {
    type: 'mdxjsEsm',
    value: `import {toc as ${localName}} from ${JSON.stringify(source)};`,
    data: {estree: {type: 'Program', sourceType: 'module', body: [declaration]}},
  };
}

export default function remarkComponentToc(options: ComponentTocOptions) {
  return (tree: Root): void => {
    const toc = tocArray(tree);
    if (!toc) return;
    const imports = importsOf(tree);
    // Local name of each registered component on this page → its headings module.
    const tocModuleOf = new Map<string, string>();
    const markdownPartials = new Set<string>();
    for (const declaration of imports) {
      const name = defaultName(declaration);
      if (!name) continue;
      const source = declaration.source.value;
      if (typeof source === 'string' && options.components[source]) tocModuleOf.set(name, options.components[source]);
      if (isMarkdownSource(source)) markdownPartials.add(name);
    }
    if (tocModuleOf.size === 0) return;

    // Walk the page as the toc plugin does (document order, headings of depth ≥ 2 with text, and
    // partials), so `position` is the index in its array where the element's entries belong.
    const insertions: {position: number; element: MdxJsxFlowElement}[] = [];
    let position = 0;
    const walk = (node: Root | RootContent): void => {
      if (node.type === 'heading' && node.depth >= 2 && toString(node)) position++;
      if (node.type === 'mdxJsxFlowElement' && node.name) {
        if (markdownPartials.has(node.name)) position++;
        if (tocModuleOf.has(node.name)) insertions.push({position, element: node});
      }
      if ('children' in node) for (const child of node.children) walk(child);
    };
    walk(tree);

    const localNames = new Map<string, string>();
    // From the last to the first, so earlier positions stay valid.
    for (const {position: at, element} of insertions.reverse()) {
      const module = tocModuleOf.get(element.name!)!;
      if (!localNames.has(module)) localNames.set(module, `__componentToc${localNames.size}`);
      const entries: SpreadElement = {
        type: 'SpreadElement',
        argument: {
          type: 'CallExpression',
          callee: {type: 'Identifier', name: localNames.get(module)!},
          arguments: [propsObject(element.attributes)],
          optional: false,
        },
      };
      toc.elements.splice(at, 0, entries);
    }
    for (const [module, localName] of localNames) tree.children.unshift(importNode(localName, module));
  };
}
