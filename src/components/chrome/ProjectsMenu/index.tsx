import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {projectHref, projectsByCategory, type Project} from '@site/src/data/sections';
import {limits} from '@site/src/data/site';
import NavDropdown, {type PanelKeyContext} from '@site/src/components/chrome/NavDropdown';
import {useOpenMenu} from '@site/src/components/chrome/NavMenus/openMenuStore';
import {focusAt, focusedIndex, menuItems} from '@site/src/components/chrome/NavMenus/focusables';
import styles from './styles.module.css';

const groups = projectsByCategory();

function ProjectEntry({project}: {project: Project}): ReactNode {
  const href = projectHref(project);
  const body = (
    <>
      <span className={styles.projectName}>
        {project.name}
        {!href && <span className={styles.badge}>Coming soon</span>}
      </span>
      <span className={styles.projectDescription}>{project.description}</span>
    </>
  );
  if (!href) {
    // Shown but not a link: announced as an unavailable link, reachable with the arrow keys only.
    // A span: an <a> without href is no link either, and role="link" gives both the same semantics.
    return (
      <span
        role="link"
        aria-disabled="true"
        tabIndex={-1}
        data-menu-item
        data-coming-soon
        className={clsx(styles.project, styles.unavailable)}
      >
        {body}
      </span>
    );
  }
  return (
    <Link to={href} data-menu-item className={styles.project}>
      {body}
    </Link>
  );
}

/**
 * Projects dropdown (SPEC 2.5): the five categories in order as a vertical tab list;
 * the active category's projects are shown beside it. Hovering a category for
 * limits.categoryHoverDelayMs, focusing or clicking it makes it active.
 * Keys: Up/Down between categories, Right into the projects, Up/Down between
 * projects, Left back to the category; Escape closes (NavDropdown).
 */
export default function ProjectsMenu(): ReactNode {
  const [active, setActive] = useState(0);
  const hoverTimer = useRef<number | undefined>(undefined);
  const idBase = useId().replace(/:/g, '');
  const open = useOpenMenu() === 'projects';

  useEffect(() => {
    if (!open) {
      window.clearTimeout(hoverTimer.current);
      setActive(0);
    }
  }, [open]);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const tabId = (i: number) => `${idBase}-category-${i}`;
  const panelId = (i: number) => `${idBase}-projects-${i}`;

  const onPanelKeyDown = (event: React.KeyboardEvent<HTMLElement>, {panel}: PanelKeyContext): boolean => {
    const target = event.target as HTMLElement;
    const tabs = Array.from(panel.querySelectorAll<HTMLElement>('[role="tab"]'));
    const tabIndex = tabs.indexOf(target);
    const activePanel = panel.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])');
    if (tabIndex >= 0) {
      const moveTo = {ArrowDown: tabIndex + 1, ArrowUp: tabIndex - 1, Home: 0, End: tabs.length - 1}[event.key];
      if (moveTo !== undefined) {
        focusAt(tabs, moveTo);
        return true;
      }
      if (event.key === 'ArrowRight') {
        focusAt(menuItems(activePanel), 0);
        return true;
      }
      return event.key === 'ArrowLeft';
    }
    if (activePanel?.contains(target)) {
      const items = menuItems(activePanel);
      const current = focusedIndex(items);
      const moveTo = {ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: items.length - 1}[event.key];
      if (moveTo !== undefined) {
        focusAt(items, moveTo);
        return true;
      }
      if (event.key === 'ArrowLeft') {
        tabs[active]?.focus();
        return true;
      }
      return event.key === 'ArrowRight';
    }
    return false;
  };

  return (
    <NavDropdown id="projects" label="Projects" panelClassName={styles.panel} onPanelKeyDown={onPanelKeyDown}>
      <div role="tablist" aria-orientation="vertical" aria-label="Project categories" className={styles.categories}>
        {groups.map(({category}, i) => (
          <button
            key={category}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === active}
            aria-controls={panelId(i)}
            tabIndex={i === active ? 0 : -1}
            data-menu-item
            data-category={category}
            className={clsx(styles.category, i === active && styles.categoryActive)}
            onFocus={() => setActive(i)}
            onClick={() => setActive(i)}
            onPointerEnter={(e) => {
              if (e.pointerType !== 'mouse') return;
              window.clearTimeout(hoverTimer.current);
              hoverTimer.current = window.setTimeout(() => setActive(i), limits.categoryHoverDelayMs);
            }}
            onPointerLeave={() => window.clearTimeout(hoverTimer.current)}
          >
            {category}
            <svg className={styles.categoryArrow} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
              <path
                d="M4.5 2.5 8 6l-3.5 3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        ))}
      </div>
      {groups.map(({category, projects}, i) => (
        <div
          key={category}
          role="tabpanel"
          id={panelId(i)}
          aria-labelledby={tabId(i)}
          hidden={i !== active}
          data-category-panel={category}
          className={styles.projects}
        >
          <p className={styles.heading} aria-hidden="true">
            {category}
          </p>
          <ul className={styles.list}>
            {projects.map((project) => (
              <li key={project.name}>
                <ProjectEntry project={project} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </NavDropdown>
  );
}
