/**
 * Replaces @docusaurus/theme-classic 3.8.1 DocBreadcrumbs, which shows Home and the sidebar's
 * categories only (no section, unlinked categories). The trail comes from useDocTrail, the function
 * the JSON-LD BreadcrumbList of DocItem/Metadata uses too: Home › section › (chain) › page, every
 * ancestor a link. Markup, classes and the Home item are the theme's own.
 * Not a wrap: the original builds its items from the sidebar inside itself and takes no props.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import {useDocTrail} from './useDocTrail';
import styles from './styles.module.css';

export default function DocBreadcrumbs(): ReactNode {
  const trail = useDocTrail();
  return (
    <nav
      className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.breadcrumbsContainer)}
      aria-label={translate({
        id: 'theme.docs.breadcrumbs.navAriaLabel',
        message: 'Breadcrumbs',
        description: 'The ARIA label for the breadcrumbs',
      })}
    >
      <ul className="breadcrumbs">
        <HomeBreadcrumbItem />
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={crumb.href} className={clsx('breadcrumbs__item', last && 'breadcrumbs__item--active')}>
              {last ? (
                <span className="breadcrumbs__link" aria-current="page">
                  {crumb.label}
                </span>
              ) : (
                <Link className="breadcrumbs__link" href={crumb.href}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
