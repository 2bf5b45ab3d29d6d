import React from 'react';
import clsx from 'clsx';
import type {Chain} from '@site/src/data/chains';
import styles from './styles.module.css';

interface Props {
  chain: Chain;
  size?: number;
  className?: string;
}

/** A chain's mark. Decorative: the chain's name is always rendered next to it. */
export default function ChainLogo({chain, size = 32, className}: Props): React.ReactElement {
  const initials = chain.name.replace(/[^A-Za-z0-9 ]/g, '').split(/\s+/).map((w) => w[0]).join('').slice(0, 2).toUpperCase();
  return (
    <span className={clsx(styles.monogram, className)} style={{width: size, height: size}} aria-hidden="true">
      {initials}
    </span>
  );
}
