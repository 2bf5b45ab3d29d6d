import {usePluginData} from '@docusaurus/useGlobalData';
import type {ChainTile} from '@site/src/data/chains';

/** The plugin that publishes the tiles (src/plugins/chain-landing-pages). */
export const chainTilesPlugin = 'chain-landing-pages';

/** The navbar's chain tiles (SPEC 2.5), from chains.ts through the plugin's global data. */
export function useChainTiles(): ChainTile[] {
  return (usePluginData(chainTilesPlugin) as {tiles: ChainTile[]}).tiles;
}
