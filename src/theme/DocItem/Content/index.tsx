/**
 * Wraps @docusaurus/theme-classic 3.8.1 DocItem/Content (the doc's title and body) to put the
 * "Copy page" control (src/components/chrome/CopyPage) at the top of every documentation page, and under its
 * body the code it was checked against (src/components/chrome/CodeCheckNote) and "Keep this section offline"
 * (src/components/chrome/KeepOffline, issue 42).
 * All sit outside .theme-doc-markdown, so neither the Markdown export nor search reads them.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin, useDoc} from '@docusaurus/plugin-content-docs/client';
import CodeCheckNote from '@site/src/components/chrome/CodeCheckNote';
import type {DocCodeCheck} from '@site/src/config/codeCheck';
import CopyPage from '@site/src/components/chrome/CopyPage';
import KeepOffline from '@site/src/components/chrome/KeepOffline';
import {sections} from '@site/src/data/sections';
import {markdownPathFor} from '@site/src/plugins/markdown-export/paths';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const pluginId = useActivePlugin()?.pluginId;
  const section = sections.find((s) => s.id === pluginId);
  // Written by the parseFrontMatter hook (src/config/codeCheck.ts).
  const codeCheck = (frontMatter as {code_check?: DocCodeCheck}).code_check;
  return (
    <>
      <CopyPage markdownHref={markdownPathFor(metadata.permalink)} />
      <Content {...props} />
      {codeCheck && <CodeCheckNote check={codeCheck} />}
      {section && <KeepOffline bundleId={section.id} name={section.title} />}
    </>
  );
}
