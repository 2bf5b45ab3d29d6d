import {promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {sections} from '../../data/sections';
import {withFacts} from '../../data/sectionFacts';
import {LOCAL_INDEX_DIR} from '../../search/backend';
import {sectionPageList} from '../markdown-export/llms';
import {builtSitePages, sectionPagesOf} from '../markdown-export';
import {mcpDiscoveryPath} from '@zondax/docs-core/paths/mcp';
import {snapshotDirFor, snapshotFiles} from '@zondax/docs-core/snapshot/format';
import {codeCheckAnswer, type DocCodeCheck} from '../../config/codeCheck';
import type {SnapshotInput} from './snapshot';
import {toolCardsFile, type ToolCard} from './toolCards';

/**
 * The MCP server's snapshot (packages/docs-mcp, packages/docs-edge): after the build, writes <outDir>/mcp-snapshot/
 * with the list of pages that markdown-export gives a Markdown twin (same sections, same order, then the site's own
 * pages), the search settings, the ledger-apps data and the APDU tools' MCP App frame (apps/apdu-builder.template,
 * bundled from packages/apdu-ui); and the server's discovery document at /.well-known/mcp. Inside the build: the edge worker
 * and the page's WebMCP tools read the snapshot from the deployed files (public documentation data, served as JSON
 * by every host).
 */
export default function mcpSnapshot(context: LoadContext): Plugin {
  return {
    name: 'mcp-snapshot',
    // The tools the server offers, for the page that tells readers about them (/assistants imports
    // @generated/mcp-snapshot/default/tools.json): computed here, so the page ships a list, not the tools' code.
    async contentLoaded({actions}) {
      const [{docsTools}, {toolArguments}] = await Promise.all([
        import('@zondax/docs-core/tools/index'),
        import('@zondax/docs-core/tools/call'),
      ]);
      const tools: ToolCard[] = docsTools.map((tool) => ({name: tool.name, title: tool.title, arguments: toolArguments(tool)}));
      await actions.createData(toolCardsFile, JSON.stringify(tools));
    },
    async postBuild({outDir, plugins}) {
      const started = Date.now();
      const {url: siteUrl, baseUrl} = context.siteConfig;
      const built: Array<{id: string; title: string; routeBasePath: string}> = [];
      const pages: SnapshotInput['pages'] = [];
      for (const section of sections) {
        const plugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs' && p.options.id === section.id);
        if (!plugin) continue; // left out of this build (SECTIONS=...)
        built.push({id: section.id, title: section.title, routeBasePath: section.routeBasePath});
        for (const version of (plugin.content as LoadedContent).loadedVersions) {
          const listed = sectionPagesOf(withFacts(section), version);
          const checks = new Map(version.docs.map((doc) => [doc.permalink, (doc.frontMatter as {code_check?: DocCodeCheck}).code_check]));
          for (const page of [...sectionPageList(listed), ...listed.unlisted]) {
            const check = checks.get(page.permalink);
            pages.push({
              permalink: page.permalink,
              title: page.title,
              description: page.description,
              section: section.id,
              ...(check ? {checkedAgainst: codeCheckAnswer(check)} : {}),
            });
          }
        }
      }
      // Loaded here, not with the config: the ledger data it imports (and the frame's bundler) would slow every config load.
      const {discoveryDocument, snapshotManifest, writeLedgerData} = await import('./snapshot');
      const {bundleApduApp} = await import('@zondax/apdu-ui/scripts/bundle-app.mjs');
      const snapshotDir = snapshotDirFor(path.resolve(outDir));
      await fs.rm(snapshotDir, {recursive: true, force: true});
      await fs.mkdir(snapshotDir, {recursive: true});
      const manifest = snapshotManifest(
        {
          outDir: path.resolve(outDir),
          siteUrl,
          baseUrl,
          // Written with either search backend (src/plugins/local-search): search_docs answers on a hosted-Algolia build too.
          searchIndexDir: LOCAL_INDEX_DIR,
          sections: built,
          pages,
          sitePages: await builtSitePages(plugins, outDir, context.siteConfig),
          commit: (context.siteConfig.customFields as {buildCommit?: string | null}).buildCommit ?? null,
        },
        snapshotDir,
      );
      // The MCP App frame of the APDU tools (packages/apdu-ui), bundled beside the ledger data; servers add the data.
      const [app] = await Promise.all([bundleApduApp(), writeLedgerData(snapshotDir, path.join(context.siteDir, 'data/ledger-apps'))]);
      await fs.mkdir(path.dirname(path.join(snapshotDir, snapshotFiles.apduApp)), {recursive: true});
      await fs.writeFile(path.join(snapshotDir, snapshotFiles.apduApp), app.html);
      await fs.writeFile(path.join(snapshotDir, snapshotFiles.manifest), JSON.stringify(manifest));
      const discoveryFile = path.join(outDir, mcpDiscoveryPath);
      await fs.mkdir(path.dirname(discoveryFile), {recursive: true});
      await fs.writeFile(discoveryFile, `${JSON.stringify(discoveryDocument(manifest, siteUrl, baseUrl), null, 2)}\n`);
      const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
      console.log(
        `[mcp-snapshot] ${pages.length} pages and ${manifest.sitePages.length} of the site's own, the ledger-apps data and the MCP App frame (script ${kib(app.scriptBytes)}, styles ${kib(app.styleBytes)}) → ${snapshotDir}, discovery document ${mcpDiscoveryPath} (${Date.now() - started} ms)`,
      );
    },
  };
}
