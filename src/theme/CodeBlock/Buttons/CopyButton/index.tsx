/**
 * CopyButton — wraps @docusaurus/theme-classic 3.8.1 src/theme/CodeBlock/Buttons/CopyButton (MIT, Facebook).
 * Why: the original only swaps its own aria-label to "Copied", which a screen reader does not read
 * out after a click. A polite live region beside it says "Copied to clipboard" each time the code
 * is copied. (Its visibility on touch devices is CSS: src/css/custom.css, `hover: none`.)
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyButtonType>;

export const copiedMessage = 'Copied to clipboard';

/** How long the message stays; it is cleared so that the next copy is announced again. */
const messageMs = 2000;

export default function CopyButtonWrapper(props: Props): ReactNode {
  const [message, setMessage] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const announce = () => {
    // Emptied first, so a second copy while the message still shows is a change, and is read out again.
    window.clearTimeout(timer.current);
    setMessage('');
    timer.current = window.setTimeout(() => {
      setMessage(copiedMessage);
      timer.current = window.setTimeout(() => setMessage(''), messageMs);
    }, 50);
  };
  return (
    // The click of the original button bubbles here; this element has no box of its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <span className={styles.contents} onClick={announce}>
      <CopyButton {...props} />
      <span role="status" className="visually-hidden">
        {message}
      </span>
    </span>
  );
}
