import React from 'react';
import Link from '@docusaurus/Link';
import {chainGridPath, chains} from '@site/src/data/chains';
import ChainLogo from '@site/src/components/chrome/ChainLogo';
import styles from './styles.module.css';

/** Every chain, as tiles: its landing page (SPEC 2.1, 2.5), or its app's specification where it has none (Statemint). */
export default function ChainGrid(): React.ReactElement {
  return (
    <ul className={styles.grid}>
      {chains.map((chain) => (
        <li key={chain.name}>
          <Link to={chainGridPath(chain)} className={styles.tile}>
            <ChainLogo chain={chain} size={28} />
            <span>{chain.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
