import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {provider} from '@site/src/data/site';
import styles from './styles.module.css';

interface Props {
  className?: string;
  /** Show the text label next to the icon (mobile menu). */
  showLabel?: boolean;
}

/** Link to the provider's source-hosting organisation (SPEC 2.5); external, opens in a new tab without opener. */
export default function SourceLink({className, showLabel = false}: Props): ReactNode {
  const label = `${provider.name} on GitHub`;
  return (
    <a
      href={provider.sourceOrg}
      target="_blank"
      rel="noopener noreferrer"
      className={clsx(styles.link, showLabel && styles.withLabel, className)}
      aria-label={showLabel ? undefined : `${label} (opens in a new tab)`}
      title={showLabel ? undefined : label}
      data-source-link
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.36-3.88-1.36-.52-1.33-1.28-1.69-1.28-1.69-1.05-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.55-.29-5.24-1.28-5.24-5.68 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.41-2.69 5.38-5.26 5.67.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z"
        />
      </svg>
      {showLabel && (
        <span>
          {label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </span>
      )}
    </a>
  );
}
