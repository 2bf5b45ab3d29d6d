/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (theme/CodeBlock/Content, MIT, Facebook, Inc. and its
 * affiliates); styles.module.css is the original's. Why: the original imports prism-react-renderer
 * statically, and the code block is in every documentation page's bundle through the theme's MDX
 * components, so Prism (~35 KiB gzip, ~200 ms of main thread on a throttled phone) was downloaded
 * and run by pages without a single code block.
 *  - CHANGED Highlight comes from src/plugins/prism-on-demand/registry, filled by the highlighter
 *    module that pages with code blocks import. Without it the code is shown unhighlighted and
 *    reported, never left out.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {registeredHighlight} from '@site/src/plugins/prism-on-demand/registry';

import styles from './styles.module.css';

const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => {
  return (
    <pre
      ref={ref}
      /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // CHANGED: see the header.
  const Highlight = registeredHighlight();
  if (!Highlight) {
    console.error(`Code block in ${language} rendered without Prism: the page does not import src/plugins/prism-on-demand/highlighter.`);
    return (
      <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, `language-${language}`)}>
        <Code>{code}</Code>
      </Pre>
    );
  }
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)} style={style}>
          <Code>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}
