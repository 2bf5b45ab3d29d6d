/**
 * Issue 42, "Keep this section offline": which pages and search files each bundle holds
 * (src/plugins/offline-bundles/bundles.ts).
 */
import {describe, expect, it} from 'vitest';
import {bundleSpecs, docShardsOf} from '../../src/plugins/offline-bundles/bundles';
import {bundlePath, chainBundleId} from '../../src/plugins/offline-bundles/paths';
import offlineBundles from '../../src/plugins/offline-bundles';

const paths = [
  '/',
  '/zemu',
  '/zemu/quickstart',
  '/Polkadot',
  '/ledger-apps/overview',
  '/ledger-apps/polkadot/APDUSPEC',
  '/ledger-apps/polkadot/build',
  '/ledger-apps/kusama/build',
];

describe('bundles', () => {
  const specs = bundleSpecs(paths);
  const byId = new Map(specs.map((s) => [s.id, s]));

  it('a section bundle is every built page of the section, and only sections with pages get one', () => {
    expect(byId.get('zemu')?.pages).toEqual(['/zemu', '/zemu/quickstart']);
    expect(byId.get('zemu')?.entry).toBe('/zemu');
    expect(byId.has('namadexer')).toBe(false);
  });

  it('a chain bundle is its landing page and its Ledger app folder, never another chain’s', () => {
    const polkadot = byId.get(chainBundleId('Polkadot'));
    expect(polkadot?.title).toBe('Polkadot');
    expect(polkadot?.pages).toEqual(['/Polkadot', '/ledger-apps/polkadot/APDUSPEC', '/ledger-apps/polkadot/build']);
    expect(bundlePath(chainBundleId('Polkadot'))).toBe('/offline/chain-polkadot.json');
  });

  it('the document shards of a bundle are those holding its pages’ records', () => {
    const manifest = {
      pages: [['/a'], ['/b'], ['/c']] as Array<[string]>,
      pageStart: [0, 5, 12],
      n: 20,
      terms: {},
      docs: [
        [0, 'docs-0.json'],
        [6, 'docs-1.json'],
        [15, 'docs-2.json'],
      ] as Array<[number, string]>,
    };
    expect(docShardsOf(manifest, ['/a'])).toEqual(['docs-0.json']);
    expect(docShardsOf(manifest, ['/b'])).toEqual(['docs-0.json', 'docs-1.json']);
    expect(docShardsOf(manifest, ['/c'])).toEqual(['docs-1.json', 'docs-2.json']);
    // A section's index page is routed as a folder ('/c/'); the index names it without the closing slash.
    expect(docShardsOf(manifest, ['/c/'])).toEqual(['docs-1.json', 'docs-2.json']);
  });

  it('a build without the plugin that writes the search index fails at once, naming it, instead of waiting for the index', async () => {
    const plugin = offlineBundles({siteConfig: {themeConfig: {}}, baseUrl: '/'} as never);
    const props = {outDir: '/nonexistent', routesPaths: [], plugins: [{name: 'docusaurus-plugin-content-docs'}]};
    await expect(plugin.postBuild!(props as never)).rejects.toThrow(/needs the local-search plugin/);
  });
});
