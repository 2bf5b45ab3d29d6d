import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Test-only routes for fault injection (crash screen, lazy-load failure, docs preferred version).
 * Added only when the site is built with E2E_FAULTS=true; the public build never contains them
 * (tests/build/conformance-public-build.test.ts asserts that).
 */
export const testRouteBase = '/__test__';

/** The routes this plugin adds, by purpose. */
export const testRoutes = {
  crash: `${testRouteBase}/crash`,
  lazy: `${testRouteBase}/lazy`,
  preferredVersion: `${testRouteBase}/preferred-version`,
} as const;

export default function testFaults(): Plugin {
  const page = (name: string) => path.join(__dirname, 'pages', name);
  return {
    name: 'test-faults',
    async contentLoaded({actions}) {
      actions.addRoute({path: testRoutes.crash, component: page('CrashPage.tsx'), exact: true});
      actions.addRoute({path: testRoutes.lazy, component: page('LazyPage.tsx'), exact: true});
      actions.addRoute({path: testRoutes.preferredVersion, component: page('PreferredVersionPage.tsx'), exact: true});
    },
  };
}
