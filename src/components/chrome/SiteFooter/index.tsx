import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {copyrightLine, footerColumns, type FooterEntry} from '@site/src/data/footer';
import {provider} from '@site/src/data/site';
import {openConsentSettings} from '@site/src/consent/events';
import styles from './styles.module.css';

function Entry({entry}: {entry: FooterEntry}): ReactNode {
  if ('action' in entry) {
    return (
      <button type="button" className={styles.linkButton} onClick={openConsentSettings} data-footer-action={entry.action}>
        {entry.label}
      </button>
    );
  }
  // The arrow stays with the label's last word: a label that wraps (Terms & Conditions at 390 px) left it alone on a line.
  const cut = entry.label.lastIndexOf(' ') + 1;
  return (
    <a href={entry.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {entry.label.slice(0, cut)}
      <span className={styles.lastWord}>
        {entry.label.slice(cut)}
        <span className="visually-hidden"> (opens in a new tab)</span>
        <svg className={styles.external} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
          <path
            d="M3.5 1.5h5v5M8.5 1.5 1.5 8.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    </a>
  );
}

/** The current year in UTC; the server-rendered year is corrected after hydration. */
function useUtcYear(): number {
  const [year, setYear] = useState(() => new Date().getUTCFullYear());
  useEffect(() => setYear(new Date().getUTCFullYear()), []);
  return year;
}

/** Site footer (SPEC 2.6): Company, Projects, Legal and Follow us columns, and the copyright line. */
export default function SiteFooter(): ReactNode {
  const year = useUtcYear();
  const logo = useBaseUrl('/img/logo-dark.svg');
  return (
    <footer className={styles.footer} data-site-footer>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/" className={styles.brandLink}>
            <img src={logo} width={28} height={28} alt="" loading="lazy" decoding="async" />
            <span>{provider.name} Docs</span>
          </Link>
          <p className={styles.tagline}>{provider.tagline}.</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.title}>{column.title}</h2>
            <ul className={styles.list}>
              {column.entries.map((entry) => (
                <li key={entry.label}>
                  <Entry entry={entry} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright} data-copyright>
          {copyrightLine(year)}
        </p>
      </div>
    </footer>
  );
}
