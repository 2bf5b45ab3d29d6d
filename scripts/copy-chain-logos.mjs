#!/usr/bin/env node
/**
 * Writes the light and dark SVG logo of every chain to static/img/chains/ from each chain's
 * `logo` field in src/data/chains.ts (the one place that records a logo's origin; licences
 * are in src/data/chainLogos.ts). Run after adding a chain or changing a logo and commit the output:
 *   node scripts/copy-chain-logos.mjs
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {chains} = load(path.join(root, 'src/data/chains.ts'));
const {chainLogoPaths} = load(path.join(root, 'src/data/chainLogos.ts'));

/** Light-mode ink for marks that the icon set ships in white (inkOnLight in the table). */
const lightInk = '#14142B';
/** Dark-mode tint of the white 'mono' marks: slightly off-white reads calmer on the dark surface. */
const darkMark = '#ECEBFA';
/** Monogram colours: light and dark variants of the site's primary palette (src/css/custom.css). */
const monogramColours = {
  light: {background: '#ECEAFF', text: '#2A19F5'},
  dark: {background: '#2C2A4A', text: '#DCD8FF'},
};

function minify(svg) {
  return svg
    .replace(/\s*class="web3icons"/, '')
    .replace(/>\s+</g, '><')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function monogramSvg(text, {background, text: colour}) {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">' +
    `<rect width="24" height="24" rx="12" fill="${background}"/>` +
    `<text x="12" y="15.6" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="9.5" font-weight="700" letter-spacing="-.3" fill="${colour}">${text}</text>` +
    '</svg>'
  );
}

async function web3icon(set, variant, icon) {
  const mod = await import(`@web3icons/core/svgs/${set}/${variant}/${icon}.svg.js`);
  return minify(mod.default);
}

const outDir = path.join(root, 'static');
let count = 0;
for (const chain of chains) {
  const source = chain.logo;
  if (!source) throw new Error(`${chain.name} has no logo in src/data/chains.ts`);
  const paths = chainLogoPaths(chain);
  let light;
  let dark;
  if (source.kind === 'web3icons') {
    light = await web3icon(source.set, 'branded', source.icon);
    if (source.inkOnLight) light = light.replaceAll('fill="#fff"', `fill="${lightInk}"`);
    dark = (await web3icon(source.set, 'mono', source.icon)).replaceAll('fill="#fff"', `fill="${darkMark}"`);
  } else {
    light = monogramSvg(source.text, monogramColours.light);
    dark = monogramSvg(source.text, monogramColours.dark);
  }
  await fs.mkdir(path.dirname(path.join(outDir, paths.light)), {recursive: true});
  await fs.writeFile(path.join(outDir, paths.light), `${light}\n`);
  await fs.writeFile(path.join(outDir, paths.dark), `${dark}\n`);
  count += 2;
}
console.log(`Wrote ${count} logo files to static/img/chains/`);
