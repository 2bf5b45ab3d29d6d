/**
 * Wraps @docusaurus/theme-classic 3.8.1 DocItem/Content (the doc's title and body) to put the
 * "Copy page" control (src/components/chrome/CopyPage) at the top of every documentation page.
 * The control sits outside .theme-doc-markdown, so neither the Markdown export nor search reads it.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/chrome/CopyPage';
import {markdownPathFor} from '@site/src/plugins/markdown-export/paths';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPage markdownHref={markdownPathFor(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
