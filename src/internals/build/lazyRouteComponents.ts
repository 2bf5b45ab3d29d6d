import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Route components built on first use (src/internals/client/lazyComponentCreator.ts). */
export default function lazyRouteComponents(): Plugin {
  return {
    name: 'lazy-route-components',
    configureWebpack() {
      return {resolve: {alias: {'@docusaurus/ComponentCreator': path.resolve(__dirname, '../client/lazyComponentCreator.ts')}}};
    },
  };
}
