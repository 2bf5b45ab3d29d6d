/**
 * The not-found content (src/theme/NotFound/Content: search, closest pages, sections) in a chunk of
 * its own. Every documentation page's DocRoot imports it for unknown paths under a section, which
 * put ~2 KB brotli on every doc page that only a mistyped address needs.
 *
 * The NotFound page (rendered as /404.html) and DocRoot use this same boundary, so the 404 HTML a
 * static host serves for /zemu/mistyped carries the boundary that DocRoot hydrates on the client:
 * React keeps the server's HTML until the chunk is in, then hydrates it.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';

const Content = lazy(() => import('@theme/NotFound/Content'));

export default function NotFoundOnDemand(): ReactNode {
  return (
    <Suspense fallback={null}>
      <Content />
    </Suspense>
  );
}
