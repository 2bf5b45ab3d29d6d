import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useLockBodyScroll, useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@site/src/internals/client/themeHooks';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import {projectHref, projectsByCategory} from '@site/src/data/sections';
import ChainLogo from '@site/src/components/chrome/ChainLogo';
import {useChainTiles} from '@site/src/components/chrome/ChainsMenu/useChainTiles';
import ThemeChoice from '@site/src/components/chrome/ThemeChoice';
import SourceLink from '@site/src/components/chrome/SourceLink';
import VisualizeLink from '@site/src/components/chrome/VisualizeLink';
import {useDocVisualizationTest} from '@site/src/components/chrome/NavMenus/useDocVisualizationTest';
import {tabbables} from '@site/src/components/chrome/NavMenus/focusables';
import {useRevealActiveLink} from '@site/src/components/chrome/NavMenus/useRevealActiveLink';
import {useDismiss} from '@site/src/components/chrome/NavMenus/useDismiss';
import styles from './styles.module.css';

/** id of the mobile menu panel. */
export const mobileMenuId = 'mobile-menu';
/** The menu/close button: theme-classic's Navbar/MobileSidebar/Toggle (its icon is src/theme/Icon/Menu). */
const menuButtonSelector = 'button.navbar__toggle';

function Section({title, level, children, className}: {title: string; level: 1 | 2; children: ReactNode; className?: string}): ReactNode {
  const [expanded, setExpanded] = useState(false);
  const bodyId = `${useId().replace(/:/g, '')}-section`;
  return (
    <div className={clsx(level === 1 ? styles.section : styles.subSection, className)} data-mobile-section={title}>
      <button
        type="button"
        className={level === 1 ? styles.sectionButton : styles.subSectionButton}
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => setExpanded((e) => !e)}
      >
        <span>{title}</span>
        <svg className={styles.chevron} width="14" height="14" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div id={bodyId} hidden={!expanded} className={styles.sectionBody}>
        {children}
      </div>
    </div>
  );
}

/** Marks the doc-sidebar view, whose links close the menu themselves (stock DocSidebar/Mobile). */
const secondaryAttribute = 'data-mobile-secondary';

/**
 * The mobile navigation panel (SPEC 2.5, 4; at widths ≤ 996 px) with Docusaurus's two views:
 *  - on a doc page it opens on the section's doc sidebar (the stock secondary menu, filled by
 *    DocSidebar/Mobile through NavbarSecondaryMenuFiller), its current link expanded and scrolled
 *    into view, under the stock '← Back to main menu' button;
 *  - the main menu: theme choice, collapsible Projects (one collapsible group per category) and
 *    Chains, each expanding independently, and the source link. Search is the navbar's own button,
 *    visible at every width (src/theme/Navbar/Search).
 * Body scroll is locked while open; Escape and route changes close it; Tab and Shift+Tab cycle
 * through the navbar's visible controls and the panel (focus trap). Open/closed state and which
 * view shows are theme-common's (useNavbarMobileSidebar, useNavbarSecondaryMenu).
 */
export default function MobileMenu(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const {shown, toggle, shouldRender} = mobileSidebar;
  const panelRef = useRef<HTMLDivElement>(null);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const {pathname} = useLocation();
  const visualize = useDocVisualizationTest();
  const chainTiles = useChainTiles();
  const secondaryMenu = useNavbarSecondaryMenu();
  const showSecondary = shown && secondaryMenu.shown && secondaryMenu.content !== undefined;
  useLockBodyScroll(shown);

  // The doc sidebar view opens on the current page's link.
  useRevealActiveLink(
    () => panelRef.current?.querySelector<HTMLElement>(`[${secondaryAttribute}]`) ?? null,
    `${pathname} ${showSecondary}`,
    showSecondary,
  );

  // '← Back to main menu' removes the focused button: focus moves to the main menu's first control.
  const wasSecondary = useRef(showSecondary);
  useEffect(() => {
    if (wasSecondary.current && !showSecondary && shownRef.current) tabbables(panelRef.current)[0]?.focus();
    wasSecondary.current = showSecondary;
  }, [showSecondary]);

  const close = () => {
    if (!shownRef.current) return;
    shownRef.current = false;
    toggle();
  };

  // Escape anywhere (focus back on the menu button) and route changes close it, as every menu does;
  // the panel covers the page, so there is no outside to press.
  useDismiss({
    open: shown,
    rootRef: panelRef,
    onDismiss: close,
    returnFocus: () => document.querySelector<HTMLElement>(menuButtonSelector),
    escape: 'anywhere',
    outsidePress: false,
  });

  // Tab is trapped in the navbar and its panel.
  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      // The navbar's visible controls (menu button, logo, search) and the panel inside it.
      const ring = tabbables(panelRef.current?.closest<HTMLElement>('.navbar') ?? panelRef.current);
      if (ring.length === 0) return;
      const index = ring.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (index <= 0 ? ring.length - 1 : index - 1) : index === -1 || index === ring.length - 1 ? 0 : index + 1;
      event.preventDefault();
      ring[next]!.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  if (!shouldRender) return null;

  return (
    // The click handler only notices links followed inside the panel (delegation); links fire click on
    // Enter as well, so keyboard use is covered and the panel itself is not a control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      id={mobileMenuId}
      ref={panelRef}
      hidden={!shown}
      className={styles.panel}
      data-mobile-menu
      onClick={(e) => {
        const target = e.target as HTMLElement;
        if (target.closest(`[${secondaryAttribute}]`)) return;
        if (target.closest('a[href]:not([target="_blank"])')) close();
      }}
    >
      {showSecondary && (
        <div className={styles.secondary} {...{[secondaryAttribute]: ''}}>
          <NavbarMobileSidebarSecondaryMenu />
        </div>
      )}
      {shown && !showSecondary && (
        <>
          <div className={styles.tools}>
            {visualize && <VisualizeLink />}
            <ThemeChoice className={styles.themeChoice} />
          </div>

          <Section title="Projects" level={1}>
            {projectsByCategory().map(({category, projects}) => (
              <Section key={category} title={category} level={2}>
                <ul className={styles.projectList}>
                  {projects.map((project) => {
                    const href = projectHref(project);
                    return (
                      <li key={project.name}>
                        {href ? (
                          <Link to={href} className={styles.projectLink}>
                            {project.name}
                          </Link>
                        ) : (
                          <span className={clsx(styles.projectLink, styles.unavailable)} data-coming-soon>
                            {project.name}
                            <span className={styles.badge}>Coming soon</span>
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </Section>
            ))}
          </Section>

          <Section title="Chains" level={1}>
            <ul className={styles.chainGrid}>
              {chainTiles.map((chain) => (
                <li key={chain.name}>
                  <Link to={chain.path} className={styles.chainTile} data-chain-tile={chain.name}>
                    <ChainLogo chain={chain} size={22} />
                    <span>{chain.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Section>

          <div className={styles.footer}>
            <SourceLink showLabel />
          </div>
        </>
      )}
    </div>
  );
}
