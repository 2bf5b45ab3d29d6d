import React from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Chain} from '@site/src/data/chains';
import {chainLogoPaths} from '@site/src/data/chainLogos';
import styles from './styles.module.css';

interface Props {
  chain: Pick<Chain, 'name'>;
  /** Rendered width and height in px. */
  size?: number;
  className?: string;
  /** Load eagerly (above the fold); logos inside closed menus stay lazy. */
  eager?: boolean;
}

/**
 * A chain's mark (SPEC 2.5: a light and a dark logo per chain). Both images are in the
 * markup; CSS on [data-theme] shows the one matching the colour mode, so there is no
 * flash or hydration mismatch. Decorative: the chain's name is always rendered next to it.
 * Sources and licences: src/data/chainLogos.ts.
 */
export default function ChainLogo({chain, size = 32, className, eager = false}: Props): React.ReactElement {
  const paths = chainLogoPaths(chain);
  const light = useBaseUrl(paths.light);
  const dark = useBaseUrl(paths.dark);
  const common = {width: size, height: size, loading: eager ? ('eager' as const) : ('lazy' as const), decoding: 'async' as const};
  return (
    <span className={clsx(styles.logo, className)} data-chain-logo={chain.name}>
      <img {...common} alt="" src={light} className={clsx(styles.image, styles.light)} data-logo-mode="light" />
      <img {...common} alt="" src={dark} className={clsx(styles.image, styles.dark)} data-logo-mode="dark" />
    </span>
  );
}
