/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (theme/NotFound, MIT, Facebook, Inc. and its affiliates).
 *  - CHANGED the content comes through the same on-demand boundary as DocRoot's
 *    (src/components/chrome/NotFoundOnDemand), so /404.html served for an unknown path under a
 *    section hydrates as DocRoot's not-found branch without a mismatch.
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import NotFoundOnDemand from '@site/src/components/chrome/NotFoundOnDemand';

export default function Index(): ReactNode {
  const title = translate({
    id: 'theme.NotFound.title',
    message: 'Page Not Found',
  });
  return (
    <>
      <PageMetadata title={title} />
      <Layout>
        <NotFoundOnDemand />
      </Layout>
    </>
  );
}
