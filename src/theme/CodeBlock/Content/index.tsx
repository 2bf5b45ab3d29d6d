/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (theme/CodeBlock/Content, MIT, Facebook, Inc. and its
 * affiliates); styles.module.css is the original's. Why: the original imports prism-react-renderer,
 * whose bundled Prism defines ~30 grammars (~92 KB minified, a 90–120 ms task on a throttled phone),
 * and the code block is in every documentation page's bundle through the theme's MDX components.
 *  - CHANGED the tokens come from src/plugins/prism-on-demand/highlight.ts (prism-react-renderer's
 *    Highlight as a hook, same markup) with the Prism instance of the block's language, which the
 *    page imports (src/plugins/prism-on-demand/remarkImportHighlighter.ts). A language the site
 *    does not highlight is plain text; one it does, missing from the page, is plain text and an error.
 * Not a wrap: a wrapper keeps the original's static import of prism-react-renderer in the bundle.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@site/src/internals/client/codeBlockHooks';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {prismFor} from '@site/src/plugins/prism-on-demand/registry';
import {useHighlight} from '@site/src/plugins/prism-on-demand/highlight';
import knownLanguages from '@generated/prism-on-demand/default/languages.json';

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
  const prism = prismFor(language);
  if (!prism && (knownLanguages as string[]).includes(language.toLowerCase())) {
    console.error(
      `Code block in ${language} rendered without its grammar: the page does not import its module (src/plugins/prism-on-demand).`,
    );
  }
  const {className, style, tokens: lines, getLineProps, getTokenProps} = useHighlight({prism, code, language, theme: prismTheme});
  return (
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
  );
}
