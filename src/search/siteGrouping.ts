/** The cross-chain grouping (@zondax/docs-core/search/grouping) bound to the site's chains. */
import {chainGrouping, chainsLabel, type GroupableHit} from '@zondax/docs-core/search/grouping';
import {siteCatalog} from '../data/chainCatalog';

export const {chainOfPath, readerChain, readerChainFolder, twinKey, groupChainDuplicates} = chainGrouping(siteCatalog);
export {chainsLabel, type GroupableHit};
