import React, {type ReactNode} from 'react';
import {codeSegments, flagHeads} from '@zondax/docs-core/text/codeSegments';
import styles from './styles.module.css';

/**
 * A code word or path with a line-break opportunity (<wbr>) at each place codeSegments (@zondax/docs-core/text)
 * names, so a long name wraps where a reader expects it to in a narrow column instead of at whichever letter reaches
 * the edge, and a command-line flag's dashes stay with its name (flagHeads). The text, its copy and its accessible name
 * are unchanged. A large heading, a dozen characters to a line on a phone, asks for breaks in shorter names (minLength,
 * minPart).
 */
export default function CodeBreaks({text, minLength, minPart}: {text: string; minLength?: number; minPart?: number}): ReactNode {
  const segments = codeSegments(text, minLength, minPart);
  if (segments.length === 1) return longToken.test(text) ? <span className={styles.anywhere}>{text}</span> : flagHeadsKept(text);
  return segments.map((segment, i) => (
    <React.Fragment key={i}>
      {i > 0 && <wbr />}
      {flagHeadsKept(segment)}
    </React.Fragment>
  ));
}

/**
 * A hash, CID or key: 40 characters or more with no space and no place codeSegments would break. It may break between
 * any two characters, so it wraps in a table's cell instead of widening the table past its column (a piece CID made
 * the mock deal's table scroll at 1280 px); a shorter word keeps the table's own rules.
 */
const longToken = /^\S{40,}$/;

/** A segment with each command-line flag's head (flagHeads) kept on one line; the text itself when it has none. */
function flagHeadsKept(text: string): ReactNode {
  const parts = flagHeads(text);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className={styles.keep}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
