/**
 * Test-only page (E2E_FAULTS=true builds): part of its content is a lazily loaded chunk
 * rendered through Docusaurus's Loadable with the theme's Loading component, the same pair
 * every route uses (core/lib/client/exports/ComponentCreator.js). The chunk is named
 * e2e-lazy-part so the test can make its request fail.
 */
import React, {type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import Layout from '@theme/Layout';
import {limits} from '@site/src/data/site';

const LazyPart = Loadable({
  loader: () => import(/* webpackChunkName: "e2e-lazy-part" */ './LazyPart'),
  loading: Loading,
  delay: limits.loadingIndicatorDelayMs,
});

export default function LazyPage(): ReactNode {
  return (
    <Layout title="Lazy loading test" noFooter>
      <main className="container margin-vert--lg">
        <h1>Lazy loading test</h1>
        <LazyPart />
      </main>
    </Layout>
  );
}
