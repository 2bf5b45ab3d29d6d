/**
 * Wraps @docusaurus/theme-classic 3.8.1 DocPaginator (previous/next at the foot of a doc).
 * Why: the ledger-apps sidebar runs through 35 chain folders in a row, so the docs plugin's
 * previous/next would lead from one chain's first or last page into another chain's folder; on a
 * chain's pages they stay inside its folder (./chainScope.ts). A link from elsewhere into a chain's folder names the chain
 * (the overview's "Next" is Acala's "APDU specification"). Everywhere else the links pass as given.
 */
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme-original/DocPaginator';
import type DocPaginatorType from '@theme/DocPaginator';
import type {WrapperProps} from '@docusaurus/types';
import {chainScope, namedForChain, withinScope} from './chainScope';

type Props = WrapperProps<typeof DocPaginatorType>;

export default function DocPaginatorWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const sidebar = useDocsSidebar();
  const scope = sidebar ? chainScope(sidebar.items, pathname) : undefined;
  const link = (l: Props['next']) => (scope || !sidebar ? withinScope(l, scope) : namedForChain(l, sidebar.items));
  return <DocPaginator {...props} previous={link(props.previous)} next={link(props.next)} />;
}
