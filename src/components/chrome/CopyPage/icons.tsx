/** The Copy page control's icons: Material-style 24-unit paths, hidden from screen readers (the text names the action). */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

function PathIcon({d, size = 16}: {d: string; size?: number}): ReactNode {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} className={styles.icon}>
      <path fill="currentColor" d={d} />
    </svg>
  );
}

export const CopyIcon = () => (
  <PathIcon d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z" />
);
export const CheckIcon = () => <PathIcon d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />;
export const ChevronIcon = () => <PathIcon d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />;
export const BackIcon = () => <PathIcon size={14} d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />;
