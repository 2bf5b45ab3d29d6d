import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {componentCreator, contractBroken} from '../contracts';

/** The module the alias wraps: core's own ComponentCreator, imported by its deep path. */
export const coreComponentCreator = '@docusaurus/core/lib/client/exports/ComponentCreator';

/**
 * Throws the componentCreator contract unless core's module is the `ComponentCreator(path, hash)` that
 * src/internals/client/lazyComponentCreator.ts wraps and that `@docusaurus/ComponentCreator` names.
 */
export function checkComponentCreator(source: string | undefined): void {
  if (source === undefined) throw contractBroken(componentCreator, `${coreComponentCreator} does not resolve`);
  if (!/export default function ComponentCreator\(path, hash\)/.test(source)) {
    throw contractBroken(componentCreator, `${coreComponentCreator} has no default export ComponentCreator(path, hash)`);
  }
}

function coreSource(): string | undefined {
  try {
    return readFileSync(require.resolve(coreComponentCreator), 'utf8');
  } catch {
    return undefined;
  }
}

/** Route components built on first use (src/internals/client/lazyComponentCreator.ts). */
export default function lazyRouteComponents(): Plugin {
  return {
    name: 'lazy-route-components',
    configureWebpack() {
      checkComponentCreator(coreSource());
      return {resolve: {alias: {'@docusaurus/ComponentCreator': path.resolve(__dirname, '../client/lazyComponentCreator.ts')}}};
    },
  };
}
