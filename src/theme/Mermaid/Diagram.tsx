/**
 * The diagram itself, rendered in the browser: the render of @docusaurus/theme-mermaid 3.8.1
 * src/theme/Mermaid (MIT, Facebook), given the site's per-mode settings (./config.ts) and the
 * source with its spanning notes set to wrap. Loaded lazily by ./index.tsx with mermaid.
 * Added: a button opening the diagram full screen with zoom (./FullScreen.tsx), for diagrams
 * too small to read in a phone's column; and, as the drawing appears, the section the reader
 * arrived at below it is kept in place (src/routing/keepFragment.ts).
 */
import React, {useEffect, useLayoutEffect, useMemo, useRef, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {MermaidContainerClassName, useMermaidConfig, useMermaidRenderResult} from '@docusaurus/theme-mermaid/client';
import {keepFragmentInView} from '@site/src/routing/keepFragment';
import {diagramConfig, wrapSpanningNotes} from './config';
import FullScreen from './FullScreen';
import styles from './styles.module.css';

export default function Diagram({value}: {value: string}): ReactNode {
  const {colorMode} = useColorMode();
  const base = useMermaidConfig();
  const config = useMemo(() => diagramConfig(base, colorMode), [base, colorMode]);
  const text = useMemo(() => wrapSpanningNotes(value), [value]);
  const result = useMermaidRenderResult({text, config});
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result && ref.current) result.bindFunctions?.(ref.current);
  }, [result]);
  // Before the paint that shows the drawing: a section below it that the reader arrived at stays where it was.
  useLayoutEffect(() => {
    if (result && ref.current) keepFragmentInView(ref.current);
  }, [result]);
  if (!result) return null;
  return (
    <div className={styles.figure}>
      <div className={styles.actions}>
        <FullScreen svg={result.svg} />
      </div>
      <div
        ref={ref}
        className={`${MermaidContainerClassName} ${styles.container}`}
        // Mermaid's own SVG output, as in the original component.
        dangerouslySetInnerHTML={{__html: result.svg}}
      />
    </div>
  );
}
