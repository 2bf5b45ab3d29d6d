import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import headings from '@docusaurus/mdx-loader/lib/remark/headings';
import docusaurusToc from '@docusaurus/mdx-loader/lib/remark/toc';
import remarkComponentToc from '../../src/plugins/component-toc/remarkComponentToc';
import {componentTocModules} from '../../src/plugins/component-toc/components';
import {apduSpecHeadings, commandAnchor, toc as apduToc} from '../../src/components/mdx/ApduSpec/headings';
import {ledgerChains} from '../../src/data/chains';
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';

/** The MDX module as the docs instances compile it: Docusaurus's headings and toc plugins, then ours. */
async function compiled(source: string): Promise<string> {
  return String(
    await compile(source, {
      remarkPlugins: [[headings, {anchorsMaintainCase: false}], docusaurusToc, [remarkComponentToc, {components: componentTocModules}]],
    }),
  );
}

/** The `toc` export of a compiled module, evaluated with the page's `spec` and the headings module's `toc`. */
async function tocOf(source: string, spec: ApduSpec): Promise<unknown[]> {
  const code = await compiled(source);
  const array = code.match(/^export const toc = (\[[\s\S]*?\]);$/m)?.[1];
  expect(array, code).toBeDefined();
  return new Function('__componentToc0', 'spec', `return ${array};`)(apduToc, spec) as unknown[];
}

const spec = {
  commands: [
    {id: 'GET_VERSION', name: 'INS_GET_VERSION', ins: 0},
    {id: 'SIGN', name: 'INS_SIGN<ED25519>', ins: 2},
  ],
} as unknown as ApduSpec;

const page = `import spec from '@site/data/ledger-apps/demo/apdu';
import ApduSpec from '@site/src/components/mdx/ApduSpec';

## Transport at a glance

### Chunking

<ApduSpec spec={spec} />

## Related pages
`;

describe('headings drawn by components join the table of contents (src/plugins/component-toc)', () => {
  it("the component's entries sit where the element is, between the Markdown headings around it", async () => {
    const toc = await tocOf(page, spec);
    expect(toc).toEqual([
      {value: 'Transport at a glance', id: 'transport-at-a-glance', level: 2},
      {value: 'Chunking', id: 'chunking', level: 3},
      {value: 'Commands', id: 'commands', level: 2},
      {value: 'INS_<wbr>GET_<wbr>VERSION (INS 0x00)', id: 'cmd-get_version', level: 3},
      {value: 'INS_<wbr>SIGN&lt;<wbr>ED25519&gt; (INS 0x02)', id: 'cmd-sign', level: 3},
      {value: 'Status words', id: 'status-words', level: 2},
      {value: 'Related pages', id: 'related-pages', level: 2},
    ]);
  });

  it("the element's own props reach toc(), and the headings module is imported once", async () => {
    const code = await compiled(`${page}\n<ApduSpec spec={spec} />\n`);
    expect(code.match(/import \{toc as __componentToc0\} from "@site\/src\/components\/mdx\/ApduSpec\/headings";/g)).toHaveLength(1);
    expect(code.match(/\.\.\.__componentToc0\(\{\s*"spec": spec\s*\}\)/g)).toHaveLength(2);
  });

  it('pages without a registered component keep the toc Docusaurus wrote', async () => {
    const plain = await compiled('## One\n\nimport X from "./x";\n\n<X />\n');
    expect(plain).not.toContain('__componentToc');
    expect(plain).toMatch(/export const toc = \[\{\s*"value": "One"/);
  });
});

describe('ApduSpec headings: one function for the headings and their TOC entries', () => {
  it('ids are unique on every APDU page and the command anchors keep their published form', async () => {
    for (const {ledgerFolder} of ledgerChains) {
      const {default: data} = (await import(`../../data/ledger-apps/${ledgerFolder}/apdu.ts`)) as {default: ApduSpec};
      const h = apduSpecHeadings(data);
      const ids = [h.commands, ...h.perCommand, h.statusWords].map((x) => x.id);
      expect(new Set(ids).size, ledgerFolder).toBe(ids.length);
      expect(apduToc({spec: data}).map((e) => e.id)).toEqual(ids);
      for (const c of data.commands) expect(commandAnchor(c)).toBe(`cmd-${c.id.toLowerCase()}`);
    }
    // Loads every chain's data module.
  }, 60_000);
});
