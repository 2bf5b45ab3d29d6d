/**
 * Swizzled (wrapped) from @docusaurus/theme-classic 3.8.1 src/theme/Navbar/Search/index.tsx.
 * Why: SPEC 2.5 hides search while the docVisualizationTest setting is 'true', and at
 * mobile widths search lives in the mobile menu: the navbar copy is hidden by CSS and is
 * unmounted while the menu is open so that only one search button is mounted at a time.
 * The search button itself is src/theme/SearchBar (owned by the search work).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Search from '@theme-original/Navbar/Search';
import type {Props} from '@theme/Navbar/Search';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useDocVisualizationTest} from '@site/src/components/NavMenus/useDocVisualizationTest';
import styles from './styles.module.css';

export default function NavbarSearchWrapper({className, ...props}: Props): ReactNode {
  const visualize = useDocVisualizationTest();
  const {shown} = useNavbarMobileSidebar();
  if (visualize || shown) return null;
  return <Search {...props} className={clsx(className, styles.desktopSearch)} />;
}
