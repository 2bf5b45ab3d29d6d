/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (theme/DocRoot, MIT, Facebook, Inc. and its affiliates).
 *  - CHANGED the not-found content loads on demand (src/components/chrome/NotFoundOnDemand): a
 *    wrapper cannot drop the original's static import of it.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider, useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';
import type {Props} from '@theme/DocRoot';
import NotFoundOnDemand from '@site/src/components/chrome/NotFoundOnDemand';

export default function DocRoot(props: Props): ReactNode {
  const currentDocRouteMetadata = useDocRootMetadata(props);
  if (!currentDocRouteMetadata) {
    // Only the not-found content: DocsRoot has already drawn the layout.
    return <NotFoundOnDemand />;
  }
  const {docElement, sidebarName, sidebarItems} = currentDocRouteMetadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
