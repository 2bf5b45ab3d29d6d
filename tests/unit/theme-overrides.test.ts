/**
 * The swizzle policy (src/theme/README.md) holds: its table lists every theme override, each file's kind
 * matches its code (a wrap renders @theme-original/…; an eject or replacement does not and says in its
 * header why a wrap cannot do it), and the count of ejects and replacements the README states is true.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const themeDir = path.join(root, 'src/theme');
/** Where Docusaurus's own theme components live, in the order the site's themes stack. */
const upstreamThemes = [
  'node_modules/@docusaurus/theme-classic/src/theme',
  'node_modules/@docusaurus/theme-search-algolia/src/theme',
  'node_modules/@docusaurus/theme-mermaid/src/theme',
  'node_modules/@docusaurus/core/lib/client/theme-fallback',
].map((d) => path.join(root, d));

function upstreamHas(component: string): boolean {
  return upstreamThemes.some((dir) =>
    ['/index.tsx', '/index.js', '.tsx', '.js'].some((ext) => existsSync(path.join(dir, `${component}${ext}`))),
  );
}

/** Files under src/theme that stand for an upstream component: `X/index.tsx` or `X.tsx` where upstream has X. */
function overrides(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const rel = path.relative(themeDir, file).replace(/\\/g, '/');
        const component = rel.replace(/\/index\.tsx?$/, '').replace(/\.tsx?$/, '');
        if (upstreamHas(component)) found.set(component, readFileSync(file, 'utf8'));
      }
    }
  };
  walk(themeDir);
  return found;
}

const readme = readFileSync(path.join(themeDir, 'README.md'), 'utf8');
const rows = new Map(
  [...readme.matchAll(/^\| ([A-Za-z/]+) \| (wrap|eject|replacement) \|/gm)].map((m) => [m[1], m[2] as 'wrap' | 'eject' | 'replacement']),
);

describe('theme overrides (src/theme/README.md)', () => {
  const found = overrides();

  it('the README lists exactly the overrides in src/theme', () => {
    expect(found.size).toBeGreaterThan(10);
    expect([...rows.keys()].sort()).toEqual([...found.keys()].sort());
  });

  it.each([...found.keys()])('%s: its kind matches its code and header', (component) => {
    const source = found.get(component)!;
    const header = source.slice(0, source.indexOf('*/'));
    const kind = rows.get(component);
    if (kind === 'wrap') {
      expect(header, `${component}: a wrap needs no "Not a wrap" reason`).not.toMatch(/Not a wrap/);
      // The Root of core's theme-fallback renders its children only: ours wraps that by rendering them.
      if (component !== 'Root') expect(source).toMatch(/from '@theme-original\//);
    } else {
      expect(source, `${component}: an ${kind} should not render the original`).not.toMatch(/from '@theme-original\//);
      expect(header, `${component}: the header should say why a wrap cannot do it ("Not a wrap: …")`).toMatch(/Not a wrap: \S/);
      expect(header, `${component}: the header should name the upstream file and version`).toMatch(/@docusaurus\/[a-z-]+ 3\.8\.1/);
    }
  });

  it('the count of ejects and replacements the README states is the count in the table', () => {
    const count = [...rows.values()].filter((k) => k !== 'wrap').length;
    expect(readme).toMatch(new RegExp(`Ejects and replacements: ${count} `));
    expect(count).toBeLessThan(16);
  });
});
