/**
 * Colour-mode choices reach the site's other tabs without being stored again. Docusaurus 3.8.1's provider listens for
 * the 'theme' storage event and applies the value with setColorMode, which also stores it. A tab that is busy or in
 * the background handles its events late: it then stores an older choice over the reader's newer one, the tab the
 * reader clicks in flips back, and Chromium keeps the older write (tests/e2e/theme.spec.ts makes it happen: two quick
 * clicks while the other tab is busy ended on the wrong mode). Here the event is handled first and applied with the
 * provider's own `{persist: false}` (untyped: contracts.ts colourModeNoPersist, which ../build/colourModeProvider.ts
 * checks at every build), and the provider's listener is not reached.
 */
import {useEffect} from 'react';
import {createStorageSlot, useColorMode} from '@docusaurus/theme-common';

type ColorModeChoice = 'light' | 'dark' | null;

/** The slot Docusaurus stores the choice in ('theme', with the site's storage namespace). */
const themeSlot = createStorageSlot('theme');

type SetColorModeWithOptions = (choice: ColorModeChoice, options: {persist: boolean}) => void;

/** As theme-common's coerceToColorModeChoice: no value (or 'system') is the system choice. */
const choiceOf = (stored: string | null): ColorModeChoice =>
  stored === null || stored === 'system' ? null : stored === 'dark' ? 'dark' : 'light';

/**
 * Call once inside the colour-mode provider (src/theme/Navbar). A child's effect runs before its provider's, so this
 * window listener precedes the provider's and stops it; on a later re-subscription both effects run again in that order.
 */
export function useColourModeTabs(): void {
  const {setColorMode} = useColorMode();
  useEffect(
    () =>
      themeSlot.listen((event) => {
        event.stopImmediatePropagation();
        (setColorMode as SetColorModeWithOptions)(choiceOf(event.newValue), {persist: false});
      }),
    [setColorMode],
  );
}
