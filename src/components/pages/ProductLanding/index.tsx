import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {DocLink, RepoLink, docPath} from '@site/src/components/mdx/SectionLink';
import type {SectionId} from '@site/src/data/sections';
import {markdownSkipAttribute} from '@site/src/plugins/markdown-export/paths';
import CopyPage from '@site/src/components/chrome/CopyPage';
import CodeBreaks from '@site/src/components/CodeBreaks';
import styles from './styles.module.css';

/**
 * The parts of the product pages (src/pages/*.mdx with `wrapperClassName: product-page`): the
 * prose is Markdown in the page; these give it the hero, the card grid and the lead paragraph.
 */

/**
 * Full-width header: "Copy page" (the page's Markdown twin, as on doc and chain pages), a kicker (the project's
 * category, where the page is one project's), the page's h1, a lead and its actions. The kicker is left out of the
 * page's Markdown twin, which starts with its title.
 */
export function ProductHero({kicker, title, children}: {kicker?: string; title: string; children: ReactNode}): React.ReactElement {
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <CopyPage />
        {kicker !== undefined && (
          <p className={styles.kicker} {...{[markdownSkipAttribute]: ''}}>
            {kicker}
          </p>
        )}
        <Heading as="h1">{title}</Heading>
        {children}
      </div>
    </header>
  );
}

/** The page's opening paragraph, set larger. */
export function Lead({children}: {children: ReactNode}): React.ReactElement {
  return <div className={styles.lead}>{children}</div>;
}

export function Actions({children}: {children: ReactNode}): React.ReactElement {
  return <div className={styles.actions}>{children}</div>;
}

type ButtonTarget = {to: string; section?: never; page?: never} | {section: SectionId; page?: string; to?: never};

/** A button-styled link: to a path or URL, or to a documentation section's page (as DocLink). */
export function ButtonLink({
  primary = false,
  children,
  ...target
}: ButtonTarget & {primary?: boolean; children: ReactNode}): React.ReactElement {
  const to = target.section !== undefined ? docPath(target.section, target.page) : target.to;
  const external = /^https?:/.test(to);
  return (
    <Link className={`button ${primary ? 'button--primary' : 'button--secondary'}`} {...(external ? {href: to} : {to})}>
      {children}
    </Link>
  );
}

export function CardGrid({children}: {children: ReactNode}): React.ReactElement {
  return <ul className={styles.grid}>{children}</ul>;
}

/** A card: heading, Markdown body, and an optional code line (an endpoint) and footer (links). */
export function Card({
  title,
  code,
  footer,
  children,
}: {
  title: string;
  code?: string;
  footer?: ReactNode;
  children: ReactNode;
}): React.ReactElement {
  return (
    <li className={styles.card}>
      <Heading as="h3">{title}</Heading>
      <div className={styles.cardBody}>{children}</div>
      {code !== undefined && (
        <code>
          <CodeBreaks text={code} />
        </code>
      )}
      {footer !== undefined && <div className={styles.links}>{footer}</div>}
    </li>
  );
}

/** A card for a documentation section: links to its entry page and its repository. */
export function SectionCard({section, title, children}: {section: SectionId; title: string; children: ReactNode}): React.ReactElement {
  return (
    <Card
      title={title}
      footer={
        <>
          <DocLink section={section}>Read the docs</DocLink>
          <RepoLink section={section}>Repository</RepoLink>
        </>
      }
    >
      {children}
    </Card>
  );
}
