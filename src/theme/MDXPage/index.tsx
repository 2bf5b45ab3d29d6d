/**
 * Wraps @docusaurus/theme-classic 3.8.1 src/theme/MDXPage.
 * Why: the site's own Markdown pages (src/pages/*.mdx: /fvm, /ProtocolLabs, the Beryx pages, …) name their Markdown
 * twin in the head, as doc pages do.
 */
import React from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';
import MarkdownTwinLink from '@site/src/components/chrome/MarkdownTwinLink';
import {markdownPathFor} from '@site/src/plugins/markdown-export/paths';

type Props = WrapperProps<typeof MDXPageType>;

export default function MDXPageWrapper(props: Props): React.ReactElement {
  return (
    <>
      <MarkdownTwinLink href={markdownPathFor(props.content.metadata.permalink)} />
      <MDXPage {...props} />
    </>
  );
}
