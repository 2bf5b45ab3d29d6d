/**
 * Replaces @docusaurus/theme-classic 3.8.1 NotFound/Content with an on-demand boundary around the
 * site's not-found help (src/components/chrome/NotFoundContent: prefilled search, closest pages by
 * name, every section, the letter-case redirect).
 * Why: theme-classic's DocRoot imports this component statically for unknown paths under a section,
 * so whatever it holds ships in every documentation page's bundle (~2 KB brotli that only a mistyped
 * address needs). Being the boundary lets the original NotFound page and DocRoot stay unswizzled.
 * Not a wrap: a wrapper would keep the original content's static import in that bundle.
 * The page built as /404.html and DocRoot's not-found branch render this same boundary, so the HTML a
 * static host serves for /zemu/mistyped hydrates under DocRoot without a mismatch: React keeps the
 * server's HTML until the chunk is in, then hydrates it. Both get the not-found page title here.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';

const Content = lazy(() => import(/* webpackChunkName: "offline-not-found" */ '@site/src/components/chrome/NotFoundContent'));

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <>
      {/* The page title of the top-level NotFound page, which DocRoot's branch (an unknown path in a section) lacks:
          without it the tab said only "Zondax Docs" (issue 63). Same translation id as theme-classic's NotFound. */}
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Suspense fallback={null}>
        <Content {...props} />
      </Suspense>
    </>
  );
}
