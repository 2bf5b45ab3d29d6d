import React, {type ReactNode} from 'react';
import {codeSegments} from '@zondax/docs-core/text/codeSegments';

/**
 * A code word or path with a line-break opportunity (<wbr>) at each place codeSegments (@zondax/docs-core/text)
 * names, so a long name wraps where a reader expects it to in a narrow column instead of at whichever letter reaches
 * the edge. The text, its copy and its accessible name are unchanged.
 */
export default function CodeBreaks({text}: {text: string}): ReactNode {
  const segments = codeSegments(text);
  if (segments.length === 1) return text;
  return segments.map((segment, i) => (
    <React.Fragment key={i}>
      {i > 0 && <wbr />}
      {segment}
    </React.Fragment>
  ));
}
