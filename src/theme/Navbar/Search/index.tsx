/**
 * Swizzled (wrapped) from @docusaurus/theme-classic 3.8.1 src/theme/Navbar/Search/index.tsx.
 * Why: SPEC 2.5 hides search while the docVisualizationTest setting is 'true'. At every width
 * this is the site's only search button (one SearchBar, so one set of keyboard shortcuts and one
 * modal): at ≤ 996 px it stays in the top bar as a 44 px icon button beside the menu button
 * (issue 19: search one tap away on a phone), also while the mobile menu is open.
 * The search button itself is src/theme/SearchBar (owned by the search work).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Search from '@theme-original/Navbar/Search';
import type {Props} from '@theme/Navbar/Search';
import {useDocVisualizationTest} from '@site/src/components/chrome/NavMenus/useDocVisualizationTest';
import styles from './styles.module.css';

export default function NavbarSearchWrapper({className, ...props}: Props): ReactNode {
  const visualize = useDocVisualizationTest();
  if (visualize) return null;
  return <Search {...props} className={clsx(className, styles.search)} />;
}
