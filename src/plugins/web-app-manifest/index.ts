import {promises as fs} from 'node:fs';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {webApp} from '../../data/site';
import {appleTouchIconPath, appleTouchIconSize, iconPath, iconSizes, webAppManifestPath} from './files';

/**
 * A maskable icon is cropped to a circle or rounded square by the launcher, keeping only the middle 80 %:
 * the logo's rounded tile becomes a full square of its own colour (the glyph already sits in the middle).
 */
export function maskableSvg(logoSvg: string): string {
  return logoSvg.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, '$1');
}

export function renderPng(svg: string, size: number): Buffer {
  return new Resvg(svg, {fitTo: {mode: 'width', value: size}, font: {loadSystemFonts: false}}).render().asPng();
}

/** The web app manifest (https://www.w3.org/TR/appmanifest/) for a site served under baseUrl. */
export function webAppManifest(baseUrl: string): Record<string, unknown> {
  const at = (sitePath: string) => `${baseUrl.replace(/\/+$/, '')}${sitePath}`;
  return {
    name: webApp.name,
    short_name: webApp.shortName,
    description: webApp.description,
    id: baseUrl,
    start_url: baseUrl,
    scope: baseUrl,
    display: 'standalone',
    theme_color: webApp.themeColor.light,
    background_color: webApp.backgroundColor,
    icons: [
      ...iconSizes.map((size) => ({src: at(iconPath(size, 'any')), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any'})),
      ...iconSizes.map((size) => ({src: at(iconPath(size, 'maskable')), sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable'})),
    ],
  };
}

/**
 * Writes manifest.webmanifest and the app icons, rendered from the site's logo (static/img/logo.svg)
 * with resvg at build time, so the icons follow the logo; and links them from every page (the manifest once
 * the page has loaded), with a theme colour for each mode.
 */
export default function webAppManifestPlugin(context: LoadContext): Plugin {
  return {
    name: 'web-app-manifest',
    // The manifest's link is added after load (linkManifest.ts); the colours and touch icon fetch nothing.
    getClientModules: () => [path.join(context.siteDir, 'src/plugins/web-app-manifest/linkManifest.ts')],
    injectHtmlTags: () => ({
      headTags: [
        ...(['light', 'dark'] as const).map((mode) => ({
          tagName: 'meta',
          attributes: {name: 'theme-color', media: `(prefers-color-scheme: ${mode})`, content: webApp.themeColor[mode]},
        })),
        {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: appleTouchIconPath}},
      ],
    }),
    async postBuild({outDir}) {
      const logo = await fs.readFile(path.join(context.siteDir, 'static/img/logo.svg'), 'utf8');
      const files: [string, Buffer | string][] = [
        [webAppManifestPath, `${JSON.stringify(webAppManifest(context.baseUrl), null, 2)}\n`],
        [appleTouchIconPath, renderPng(maskableSvg(logo), appleTouchIconSize)],
        ...iconSizes.flatMap((size): [string, Buffer][] => [
          [iconPath(size, 'any'), renderPng(logo, size)],
          [iconPath(size, 'maskable'), renderPng(maskableSvg(logo), size)],
        ]),
      ];
      for (const [file, content] of files) {
        const target = path.join(outDir, file);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, content);
      }
      console.log(`[web-app-manifest] ${webAppManifestPath} and ${files.length - 1} icons`);
    },
  };
}
