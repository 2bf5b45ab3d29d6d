import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {chains, landingChains} from '../../src/data/chains';
import {chainLogoIntrinsicSize, chainLogoLicence, chainLogoPaths, web3iconsPackage} from '../../src/data/chainLogos';

const staticDir = path.resolve(__dirname, '../../static');

describe('chain logos (SPEC 2.5: a light and a dark logo per chain)', () => {
  it('has a logo source in every chain entry', () => {
    for (const chain of chains)
      expect(chain.logo?.kind, `${chain.name}: give it a logo in src/data/chains.ts`).toMatch(/^(web3icons|monogram)$/);
  });

  it('gives every chain its own logo files', () => {
    const slugs = chains.map((c) => chainLogoPaths(c).light);
    expect(new Set(slugs).size, 'two chain names map to the same logo file name').toBe(chains.length);
  });

  it('records a source and licence for every logo', () => {
    for (const chain of chains) {
      const source = chain.logo;
      expect(chainLogoLicence(source)).toMatch(source.kind === 'web3icons' ? /MIT/ : /monogram/i);
    }
  });

  it('uses icons that the pinned @web3icons/core version ships', () => {
    const dist = path.resolve(__dirname, '../../node_modules/@web3icons/core');
    const installed = JSON.parse(fs.readFileSync(path.join(dist, 'package.json'), 'utf8')) as {version: string; license: string};
    expect(installed.version).toBe(web3iconsPackage.version);
    expect(installed.license).toBe(web3iconsPackage.licence);
    for (const {logo: source} of chains) {
      if (source.kind !== 'web3icons') continue;
      for (const variant of ['branded', 'mono']) {
        expect(
          fs.existsSync(path.join(dist, 'dist/svgs', source.set, variant, `${source.icon}.svg.js`)),
          `${source.set}/${variant}/${source.icon}`,
        ).toBe(true);
      }
    }
  });

  it('has an optimised light and dark SVG file for every landing chain', () => {
    for (const chain of landingChains) {
      const missing = [chainLogoPaths(chain).light, chainLogoPaths(chain).dark].filter((f) => !fs.existsSync(path.join(staticDir, f)));
      expect(missing, `${chain.name}: run node scripts/copy-chain-logos.mjs and commit static/img/chains/`).toEqual([]);
      const {light, dark} = chainLogoPaths(chain);
      expect(light).not.toBe(dark);
      for (const file of [light, dark]) {
        const svg = fs.readFileSync(path.join(staticDir, file), 'utf8');
        expect(svg.startsWith('<svg'), file).toBe(true);
        expect(svg).toContain(`width="${chainLogoIntrinsicSize}"`);
        expect(svg).toContain(`height="${chainLogoIntrinsicSize}"`);
        expect(svg).not.toMatch(/<script|on\w+=/i);
        expect(svg.length, file).toBeLessThan(12_000);
      }
    }
  });
});
