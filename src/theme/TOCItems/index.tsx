/**
 * Wraps @theme/TOCItems (theme-classic 3.8.1), which both the desktop table of contents and the phone's collapsible
 * one render: a long name in a heading's inline code wraps in the table of contents between its parts, as it does in
 * the article (src/theme/CodeInline), instead of at whichever letter reaches the edge of the ~200 px column
 * (`deserialize_constructor_par|ams`). Each entry's HTML is Docusaurus's own (`<code>` and the escaped text); the APDU
 * specifications' entries, plain text with their breaks already (src/components/mdx/ApduSpec/headings.ts), hold no
 * `<code>` and are unchanged.
 */
import React, {useMemo, type ReactNode} from 'react';
import TOCItems from '@theme-original/TOCItems';
import type {Props} from '@theme/TOCItems';
import {codeBreaksInHtml} from '@zondax/docs-core/text/codeBreaksHtml';

export default function TOCItemsWithCodeBreaks({toc, ...props}: Props): ReactNode {
  // Every break a name allows (no minimum length): the column holds about 25 characters of code.
  const withBreaks = useMemo(() => toc.map((item) => ({...item, value: codeBreaksInHtml(item.value, 0, 0)})), [toc]);
  return <TOCItems {...props} toc={withBreaks} />;
}
