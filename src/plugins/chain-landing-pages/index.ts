import type {Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {chainTiles, landingChains, landingPath} from '../../data/chains';
import {chainLedgerPages} from './ledgerPages';
import {loadChainFacts} from './chainFactsLoader';
import {apduFacts, apduFactsFile} from './apduFacts';

/**
 * One route per chain with a landing page (SPEC 2.1: /{ChainName}), all rendered by
 * the same component. The route data is the chain's key and its ledger-apps pages with the
 * labels the sidebar gives them (hence allContentLoaded: it reads the ledger-apps docs), and the
 * app's figures computed from the data files (@zondax/docs-core/chains/facts), so each page ships only its own;
 * the component reads everything else from chains.ts. Its global data is the navbar's chain tiles
 * (src/components/chrome/ChainsMenu/useChainTiles.ts). It also writes the Ledger apps overview's per-app facts
 * (./apduFacts.ts), which the overview's table imports.
 */
export default function chainLandingPages(): Plugin {
  return {
    name: 'chain-landing-pages',
    async allContentLoaded({allContent, actions}) {
      actions.setGlobalData({tiles: chainTiles()});
      await actions.createData(apduFactsFile, JSON.stringify(apduFacts()));
      const ledgerDocs =
        (allContent['docusaurus-plugin-content-docs']?.['ledger-apps'] as DocsContent | undefined)?.loadedVersions[0]?.docs ?? [];
      for (const chain of landingChains) {
        actions.addRoute({
          path: landingPath(chain),
          component: '@site/src/components/pages/ChainLanding',
          exact: true,
          props: {
            chainName: chain.name,
            ledger: chainLedgerPages(ledgerDocs, chain.ledgerFolder),
            facts: loadChainFacts(chain.ledgerFolder) ?? null,
          },
        });
      }
    },
  };
}
