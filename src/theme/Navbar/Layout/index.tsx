/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.8.1 src/theme/Navbar/Layout/index.tsx.
 * Why: the original calls useHideableNavbar whether or not navbar.hideOnScroll is set, and that hook's
 * useScrollPosition reads window.pageYOffset during every render of the navbar (the argument of its
 * useRef). When the navbar re-renders in the same task as a DOM change (a location change, e.g. each
 * keystroke on /search, which writes the query into the URL), the read forces style and layout inside
 * the script task: 30–60 ms of the task that showed the results on /search?q= at a 4× CPU slowdown,
 * measured while that page still re-rendered its layout with the results (devtools trace: Layout
 * with its stack in useScrollPosition, called by NavbarLayout).
 * This site does not hide the navbar on scroll, so that hook runs only when hideOnScroll is set; the
 * markup and classes are the original's.
 * Not a wrap: the hook is called inside the original on every render; a wrapper cannot skip it.
 */
import React, {type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useHideableNavbar, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import type {Props} from '@theme/Navbar/Layout';
import styles from './styles.module.css';

function NavbarBackdrop(props: React.ComponentProps<'div'>) {
  return <div role="presentation" {...props} className={clsx('navbar-sidebar__backdrop', props.className)} />;
}

function NavbarNav({children, navbarRef, hidden}: Props & {navbarRef?: Ref<HTMLElement>; hidden?: boolean}): ReactNode {
  const {
    navbar: {hideOnScroll, style},
  } = useThemeConfig();
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <nav
      ref={navbarRef}
      aria-label={translate({
        id: 'theme.NavBar.navAriaLabel',
        message: 'Main',
        description: 'The ARIA label for the main navigation',
      })}
      className={clsx(
        ThemeClassNames.layout.navbar.container,
        'navbar',
        'navbar--fixed-top',
        hideOnScroll && [styles.navbarHideable, hidden && styles.navbarHidden],
        {
          'navbar--dark': style === 'dark',
          'navbar--primary': style === 'primary',
          'navbar-sidebar--show': mobileSidebar.shown,
        },
      )}
    >
      {children}
      <NavbarBackdrop onClick={mobileSidebar.toggle} />
      <NavbarMobileSidebar />
    </nav>
  );
}

function HideableNavbarNav({children}: Props): ReactNode {
  const {navbarRef, isNavbarVisible} = useHideableNavbar(true);
  return (
    <NavbarNav navbarRef={navbarRef} hidden={!isNavbarVisible}>
      {children}
    </NavbarNav>
  );
}

export default function NavbarLayout({children}: Props): ReactNode {
  const {
    navbar: {hideOnScroll},
  } = useThemeConfig();
  return hideOnScroll ? <HideableNavbarNav>{children}</HideableNavbarNav> : <NavbarNav>{children}</NavbarNav>;
}
