/**
 * Options of @docusaurus/plugin-pwa (docusaurus.config.ts): our registration and worker code, the head
 * tags of the web app (manifest, theme colour per mode, touch icon) and what goes into the worker's
 * precache list. Node side only.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import {checkPwaWorkerContract} from '../internals/build/pwaWorkerContract';
import {webApp} from '../data/site';
import {appleTouchIconPath, webAppManifestPath} from '../plugins/web-app-manifest/files';

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * The worker precaches nothing (its params keep offlineMode false), but its file must change with every
 * deployment, or the browser never installs a new one and no reload is offered. The list the plugin
 * injects is reduced to one entry whose revision is a hash of the bundler's file names (content-hashed:
 * any changed script or style renames a file). The same build gives the same hash, so redeploying it
 * offers no reload; the list stays a few bytes instead of thousands of entries.
 */
export function buildFingerprint(entries: ManifestEntry[]): {manifest: ManifestEntry[]; warnings: string[]} {
  const names = entries
    .map((e) => e.url)
    .filter((url) => url.startsWith('assets/'))
    .sort();
  const revision = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
  return {manifest: [{url: webAppManifestPath.slice(1), revision, size: 0}], warnings: []};
}

export function pwaPluginOptions(siteDir: string): Partial<PluginOptions> {
  // register.ts replaces the plugin's registration and must speak its worker's URL format (a private shape).
  checkPwaWorkerContract();
  return {
    swRegister: path.join(siteDir, 'src/pwa/register.ts'),
    swCustom: path.join(siteDir, 'src/pwa/sw/index.mjs'),
    // The plugin sets swSrc, swDest and globDirectory itself (the type asks for them).
    injectManifestConfig: {
      manifestTransforms: [async (entries: ManifestEntry[]) => buildFingerprint(entries)],
    } as Partial<PluginOptions['injectManifestConfig']> as PluginOptions['injectManifestConfig'],
    pwaHead: [
      {tagName: 'link', rel: 'manifest', href: webAppManifestPath},
      {tagName: 'meta', name: 'theme-color', media: '(prefers-color-scheme: light)', content: webApp.themeColor.light},
      {tagName: 'meta', name: 'theme-color', media: '(prefers-color-scheme: dark)', content: webApp.themeColor.dark},
      {tagName: 'link', rel: 'apple-touch-icon', href: appleTouchIconPath},
    ],
  };
}
