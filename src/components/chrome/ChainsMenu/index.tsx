import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ChainLogo from '@site/src/components/chrome/ChainLogo';
import NavDropdown, {type PanelKeyContext} from '@site/src/components/chrome/NavDropdown';
import {focusAt, focusedIndex, menuItems} from '@site/src/components/chrome/NavMenus/focusables';
import {useChainTiles} from './useChainTiles';
import styles from './styles.module.css';

/** Arrow keys move through the tile grid: Left/Right by one tile, Up/Down by one row. */
function onGridKeyDown(event: React.KeyboardEvent<HTMLElement>, {panel}: PanelKeyContext): boolean {
  const tiles = menuItems(panel);
  const current = focusedIndex(tiles);
  if (current < 0) return false;
  const firstTop = tiles[0]!.offsetTop;
  const firstOfRow2 = tiles.findIndex((t) => t.offsetTop !== firstTop);
  const perRow = firstOfRow2 <= 0 ? tiles.length : firstOfRow2;
  const clamp = (i: number) => Math.min(tiles.length - 1, Math.max(0, i));
  const moveTo = {
    ArrowRight: current + 1,
    ArrowLeft: current - 1,
    ArrowDown: clamp(current + perRow),
    ArrowUp: clamp(current - perRow),
    Home: 0,
    End: tiles.length - 1,
  }[event.key];
  if (moveTo === undefined) return false;
  focusAt(tiles, moveTo);
  return true;
}

/** Chains dropdown (SPEC 2.5): one tile per chain with a landing page, linking to /{ChainName}. */
export default function ChainsMenu(): ReactNode {
  const tiles = useChainTiles();
  return (
    <NavDropdown id="chains" label="Chains" panelClassName={styles.panel} onPanelKeyDown={onGridKeyDown}>
      <p className={styles.intro}>
        <span className={styles.introTitle}>Supported chains</span>
        <span className={styles.introText}>Ledger apps, tooling and guides per network</span>
      </p>
      <ul className={styles.grid}>
        {tiles.map((chain) => (
          <li key={chain.name}>
            <Link to={chain.path} className={styles.tile} data-menu-item data-chain-tile={chain.name}>
              <ChainLogo chain={chain} size={24} />
              <span className={styles.name}>{chain.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </NavDropdown>
  );
}
