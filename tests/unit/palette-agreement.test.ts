/**
 * The site's colours are written in three places that cannot read each other: src/css/custom.css (the site), the MCP
 * App frame's page (packages/apdu-ui/app/frame.css, a bundle of its own that repeats the values the site computes), and
 * Mermaid's theme variables (src/theme/Mermaid/config.ts: Mermaid derives shades from colour literals, not from CSS
 * variables). Where two of them name the same colour, they must say the same value, so the builder in an assistant's
 * frame and a diagram's groups look as they do on the site.
 */
import {describe, expect, it} from 'vitest';
import {themeVariablesByMode} from '@site/src/theme/Mermaid/config';
import {customProperties} from './css-properties';

const modes = {light: ':root', dark: "[data-theme='dark']"} as const;
const site = (mode: keyof typeof modes) => ({
  ...customProperties('src/css/custom.css', ':root'),
  ...customProperties('src/css/custom.css', modes[mode]),
});
const frame = (mode: keyof typeof modes) => customProperties('packages/apdu-ui/app/frame.css', modes[mode]);
/** One level of var(--x) resolved against the same mode's properties (the site names its dark ground once). */
const resolved = (value: string, properties: Record<string, string>) =>
  value.replace(/^var\((--[\w-]+)\)$/, (whole, name: string) => properties[name] ?? whole);

/** The frame has no navbar, so its offset for sticky parts is 0 where the site's is the navbar's height. */
const frameOwn = new Set(['--ifm-navbar-height']);

describe('the MCP App frame says the site colours as the site does', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`${mode}: every Infima variable both declare has the site's value`, () => {
      const siteValues = site(mode);
      const shared = Object.keys(frame(mode)).filter((name) => name in siteValues && !frameOwn.has(name));
      // The ones that drifted before: the alerts' tints (the frame kept Infima's solid dark ones).
      if (mode === 'dark')
        expect(shared).toEqual(expect.arrayContaining(['--ifm-color-danger-contrast-background', '--ifm-background-color']));
      const differ = shared.filter((name) => resolved(siteValues[name], siteValues) !== frame(mode)[name]);
      expect(differ.map((name) => `${name}: site ${resolved(siteValues[name], siteValues)}, frame ${frame(mode)[name]}`)).toEqual([]);
    });
  }

  it("dark: the frame's secondary button is the site's (ground, edge, hover)", () => {
    const [siteDark, frameDark] = [site('dark'), frame('dark')];
    expect([
      frameDark['--frame-button-secondary'],
      frameDark['--frame-button-secondary-edge'],
      frameDark['--frame-button-secondary-hover'],
    ]).toEqual([siteDark['--site-button-ground'], siteDark['--site-button-edge'], siteDark['--site-button-ground-hover']]);
  });
});

it("Mermaid's dark groups are the site's raised surface with its secondary buttons' edge", () => {
  const siteDark = site('dark');
  expect([themeVariablesByMode.dark.clusterBkg, themeVariablesByMode.dark.clusterBorder]).toEqual([
    siteDark['--site-button-ground'],
    siteDark['--site-button-edge'],
  ]);
});
