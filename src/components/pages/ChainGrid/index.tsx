import React from 'react';
import Link from '@docusaurus/Link';
import {landingChains, landingPath} from '@site/src/data/chains';
import ChainLogo from '@site/src/components/chrome/ChainLogo';
import styles from './styles.module.css';

/** Every chain with a landing page, as tiles (SPEC 2.1, 2.5). */
export default function ChainGrid(): React.ReactElement {
  return (
    <ul className={styles.grid}>
      {landingChains.map((chain) => (
        <li key={chain.name}>
          <Link to={landingPath(chain)} className={styles.tile}>
            <ChainLogo chain={chain} size={28} />
            <span>{chain.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
