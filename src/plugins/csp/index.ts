import {promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {hostingDirFor, writeHostConfigs} from '../hosting';
import {headerOnlyDirectives, inlineScripts, originOf, policyDirectives, scriptHash, serializePolicy, withPolicyMeta} from './policy';

/**
 * Where the policy is recorded for the build checks: in the hosting folder beside the build, not in
 * the public build (a static host would serve it as a file).
 */
export const cspReportFile = 'csp.json';
export const cspReportPath = (outDir: string) => path.join(hostingDirFor(outDir), cspReportFile);

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** Replaces a file atomically, so plugins reading the build in parallel never see it half written. */
async function replaceFile(file: string, content: string): Promise<void> {
  const tmp = `${file}.csp-${process.pid}.tmp`;
  await fs.writeFile(tmp, content);
  await fs.rename(tmp, file);
}

/**
 * After the build: hashes the inline scripts of every HTML page, writes the policy as a
 * <meta http-equiv="Content-Security-Policy"> into each page and, with the other response headers,
 * into every host's config (src/plugins/hosting), and records it in build-hosting/csp.json. Origins come from the build settings: the analytics
 * tag (when ANALYTICS_GTAG_ID is set), a CDN consent script, hosted Algolia search.
 */
export default function contentSecurityPolicy(context: LoadContext, {mcpAllowedOrigins}: {mcpAllowedOrigins: string[]}): Plugin {
  return {
    name: 'content-security-policy',
    async postBuild({outDir}) {
      const fields = context.siteConfig.customFields as Record<string, string>;
      const themeConfig = context.siteConfig.themeConfig as {algolia?: {appId?: string; backend?: string}};
      const scriptOrigins: string[] = [];
      const connectOrigins: string[] = [];
      if (fields.analyticsGtagId) {
        const tag = originOf(fields.analyticsScriptUrl);
        if (tag) scriptOrigins.push(tag);
        connectOrigins.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
      }
      const klaro = fields.klaroScriptUrl ? originOf(fields.klaroScriptUrl) : undefined;
      if (klaro) scriptOrigins.push(klaro);
      if (themeConfig.algolia && themeConfig.algolia.backend !== 'local') {
        connectOrigins.push('https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io');
      }

      // Plugins' postBuild hooks run in parallel, and plugin-client-redirects writes its redirect
      // pages (with an inline script) meanwhile: repeat until a pass finds every page up to date.
      let files: string[] = [];
      let hashes = new Set<string>();
      let directives = policyDirectives({scriptHashes: hashes, scriptOrigins, connectOrigins});
      for (let pass = 0; pass < 10; pass += 1) {
        files = await htmlFiles(outDir);
        const pages = await Promise.all(files.map(async (file) => ({file, html: await fs.readFile(file, 'utf8')})));
        hashes = new Set(pages.flatMap(({html}) => inlineScripts(html).map(scriptHash)));
        directives = policyDirectives({scriptHashes: hashes, scriptOrigins, connectOrigins});
        const policy = serializePolicy(directives);
        const stale = pages.filter(({html}) => withPolicyMeta(html, policy) !== html);
        if (stale.length === 0) break;
        for (const {file, html} of stale) await replaceFile(file, withPolicyMeta(html, policy));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const metaPolicy = serializePolicy(directives);
      const headerPolicy = serializePolicy([...directives, ...headerOnlyDirectives]);
      await writeHostConfigs(outDir, headerPolicy, files, {siteUrl: context.siteConfig.url, mcpAllowedOrigins});
      await fs.writeFile(
        cspReportPath(outDir),
        `${JSON.stringify({metaPolicy, headerPolicy, hashes: [...hashes].sort(), pages: files.length}, null, 2)}\n`,
      );
      console.log(`[csp] ${hashes.size} inline script hashes; policy written to ${files.length} pages and the host configs`);
    },
  };
}
