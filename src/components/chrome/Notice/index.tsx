import React, {type HTMLAttributes, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** 'alert' interrupts (something the reader asked for failed); 'status' waits its turn (news). */
  role: 'alert' | 'status';
  tone: 'warning' | 'info';
  /** The buttons, last on the line (below the text when the screen is narrow). */
  actions: ReactNode;
  children: ReactNode;
}

/** The site's floating notice: the offline notice and the new-version prompt share its look and placement. */
export default function Notice({role, tone, actions, children, className, ...rest}: Props): ReactNode {
  return (
    <div {...rest} className={clsx(styles.notice, tone === 'warning' && styles.warning, className)} role={role}>
      <p className={styles.text}>{children}</p>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
