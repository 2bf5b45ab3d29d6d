/**
 * The colour-mode provider client/colourModeTabs.ts was written for (contracts.ts colourModeNoPersist), checked at every
 * build, with the layer on or off like the seam: setColorMode takes {persist}, and the provider's storage listener
 * stores the choice it receives (what the seam keeps it from doing).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {colourModeNoPersist, contractBroken} from '../contracts';

/** The installed provider's compiled source (the package exports no path to it). */
export function installedProvider(): string {
  return readFileSync(path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'contexts/colorMode.js'), 'utf8');
}

export function checkColourModeProvider(read: () => string = installedProvider): void {
  let source: string;
  try {
    source = read();
  } catch {
    throw contractBroken(colourModeNoPersist, 'lib/contexts/colorMode.js is gone');
  }
  if (!/const \{ persist = true \} = options;[\s\S]*if \(persist\) \{\s*persistColorModeChoice\(/.test(source))
    throw contractBroken(colourModeNoPersist, 'setColorMode no longer takes {persist}');
  if (!/ColorModeStorage\.listen\(\(e\) => \{\s*setColorMode\(coerceToColorModeChoice\(e\.newValue\)\);\s*\}\)/.test(source))
    throw contractBroken(colourModeNoPersist, "the provider's storage listener changed (does it still store what it receives?)");
  if (!source.includes("const ColorModeStorageKey = 'theme';"))
    throw contractBroken(colourModeNoPersist, "the choice is no longer stored under 'theme'");
}
