/**
 * Names the page's Markdown twin (src/plugins/markdown-export) in its head, for agents and tools that read the
 * HTML: <link rel="alternate" type="text/markdown">. Every page with a twin has it: doc pages (DocItem/Metadata),
 * chain pages (ChainLanding) and the site's own pages (the MDXPage wrap, and each React page).
 */
import React from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {markdownPathFor} from '@site/src/plugins/markdown-export/paths';

export default function MarkdownTwinLink({href}: {href?: string}): React.ReactElement {
  const {pathname} = useLocation();
  return (
    <Head>
      <link rel="alternate" type="text/markdown" title="Markdown" href={href ?? markdownPathFor(pathname)} />
    </Head>
  );
}
