/**
 * Wraps @theme/CodeInline (theme-classic 3.8.1): inline code in the docs gets line-break opportunities where a long
 * name or path may wrap (src/components/CodeBreaks). Done at render rather than in a rehype plugin because
 * MDXComponents/Code decides "inline" by children that are all strings, which a <wbr> in the Markdown tree would fail.
 */
import React, {type ReactNode} from 'react';
import CodeInline from '@theme-original/CodeInline';
import type {Props} from '@theme/CodeInline';
import CodeBreaks from '@site/src/components/CodeBreaks';

export default function CodeInlineWithBreaks({children, ...props}: Props): ReactNode {
  return (
    <CodeInline {...props}>
      {React.Children.map(children, (child) => (typeof child === 'string' ? <CodeBreaks text={child} /> : child))}
    </CodeInline>
  );
}
