import React, {type ReactNode} from 'react';
import {codeSegments} from '@zondax/docs-core/text/codeSegments';

/**
 * A code word or path with a line-break opportunity (<wbr>) at each place codeSegments (@zondax/docs-core/text)
 * names, so a long name wraps where a reader expects it to in a narrow column instead of at whichever letter reaches
 * the edge. The text, its copy and its accessible name are unchanged. A large heading, a dozen characters to a line on a
 * phone, asks for breaks in shorter names (minLength, minPart).
 */
export default function CodeBreaks({text, minLength, minPart}: {text: string; minLength?: number; minPart?: number}): ReactNode {
  const segments = codeSegments(text, minLength, minPart);
  if (segments.length === 1) return text;
  return segments.map((segment, i) => (
    <React.Fragment key={i}>
      {i > 0 && <wbr />}
      {segment}
    </React.Fragment>
  ));
}
