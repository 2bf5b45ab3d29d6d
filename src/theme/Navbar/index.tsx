/**
 * Swizzled (wrapped) from @docusaurus/theme-classic 3.8.1 src/theme/Navbar/index.tsx.
 * Why: the navbar is on every page and inside the colour-mode provider, so it holds the site's handling of colour-mode
 * changes made in another tab (src/internals/client/colourModeTabs.ts: applied, not stored again). Renders nothing more.
 */
import React, {type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import {useColourModeTabs} from '@site/src/internals/client/colourModeTabs';

export default function NavbarWrapper(): ReactNode {
  useColourModeTabs();
  return <Navbar />;
}
