import type {Plugin} from '@docusaurus/types';
import {landingChains, landingPath} from '../../data/chains';

/**
 * One route per chain with a landing page (SPEC 2.1: /{ChainName}), all rendered by
 * the same component. Only the chain's key travels as route data; the component
 * reads everything else from chains.ts.
 */
export default function chainLandingPages(): Plugin {
  return {
    name: 'chain-landing-pages',
    async contentLoaded({actions}) {
      for (const chain of landingChains) {
        actions.addRoute({
          path: landingPath(chain),
          component: '@site/src/components/ChainLanding',
          exact: true,
          props: {chainName: chain.name},
        });
      }
    },
  };
}
