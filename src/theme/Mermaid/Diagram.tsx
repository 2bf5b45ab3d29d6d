/**
 * The diagram itself, rendered in the browser: the render of @docusaurus/theme-mermaid 3.8.1
 * src/theme/Mermaid (MIT, Facebook), given the site's per-mode settings and the source with its long
 * sequence texts set in lines that break only where a reader expects (./config.ts). Added:
 *  - the drawing never shrinks below the share of its own size at which its text stays readable
 *    (./zoom.ts minReadableScale: a 16 px label at 12 px); a wider one scrolls sideways in a
 *    labelled, focusable region (TableScroll), as wide tables and code do, where fitting the column
 *    drew a long flow chart's labels at 4–9 px;
 *  - a button opening the diagram full screen with zoom (./FullScreen.tsx), to see it whole;
 *  - as the drawing appears, the section the reader arrived at below it is kept in place
 *    (src/routing/keepFragment.ts).
 */
import React, {useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {MermaidContainerClassName, useMermaidConfig, useMermaidRenderResult} from '@docusaurus/theme-mermaid/client';
import TableScroll from '@site/src/components/mdx/TableScroll';
import {keepFragmentInView} from '@site/src/routing/keepFragment';
import {diagramConfig, breakSequenceTexts, spaceCrowdedSequence} from './config';
import {diagramLabel} from './label';
import FullScreen from './FullScreen';
import {minReadableScale, svgSize} from './zoom';
import styles from './styles.module.css';

export default function Diagram({value}: {value: string}): ReactNode {
  const {colorMode} = useColorMode();
  const base = useMermaidConfig();
  const config = useMemo(() => diagramConfig(base, colorMode), [base, colorMode]);
  const text = useMemo(() => spaceCrowdedSequence(breakSequenceTexts(value)), [value]);
  const result = useMermaidRenderResult({text, config});
  const ref = useRef<HTMLDivElement>(null);
  const [label, setLabel] = useState('Diagram');
  const minWidth = useMemo(() => {
    const size = result && svgSize(result.svg);
    return size ? Math.ceil(size.width * minReadableScale) : 0;
  }, [result]);
  useEffect(() => {
    if (result && ref.current) result.bindFunctions?.(ref.current);
  }, [result]);
  // Before the paint that shows the drawing: a section below it that the reader arrived at stays where it was.
  useLayoutEffect(() => {
    if (!result || !ref.current) return;
    keepFragmentInView(ref.current);
    setLabel(diagramLabel(ref.current, `.${MermaidContainerClassName}`));
  }, [result]);
  if (!result) return null;
  return (
    <div className={styles.figure}>
      <div className={styles.actions}>
        <FullScreen svg={result.svg} />
      </div>
      <TableScroll label={label} className={styles.scroller}>
        <div
          ref={ref}
          className={`${MermaidContainerClassName} ${styles.container}`}
          style={{'--diagram-min-width': `${minWidth}px`} as CSSProperties}
          // Mermaid's own SVG output, as in the original component.
          dangerouslySetInnerHTML={{__html: result.svg}}
        />
      </TableScroll>
    </div>
  );
}
