/**
 * Replaces @docusaurus/theme-classic 3.8.1 DocItem/Paginator (5 lines: DocPaginator with the doc's
 * previous/next). Same output, except that on a chain's ledger-apps pages previous/next never lead
 * into another chain's folder (./chainScope.ts).
 */
import React, {type ReactNode} from 'react';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme/DocPaginator';
import {chainScope, withinScope} from './chainScope';

export default function DocItemPaginator(): ReactNode {
  const {metadata} = useDoc();
  const sidebar = useDocsSidebar();
  const scope = sidebar ? chainScope(sidebar.items, metadata.permalink) : undefined;
  return (
    <DocPaginator className="docusaurus-mt-lg" previous={withinScope(metadata.previous, scope)} next={withinScope(metadata.next, scope)} />
  );
}
