/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (theme/CodeBlock, MIT, Facebook, Inc. and its
 * affiliates). Why: the original keys its content on useIsBrowser(), so right after hydration every
 * code block on the page is thrown away and rendered again: Prism tokenizes each block twice and
 * all its line and token elements are rebuilt, the largest cost of hydrating a code-heavy page on a
 * phone. The remount was there to apply the dark-mode Prism colours; in 3.8.1 the colour mode
 * starts as the server's in the first client render and changes in an effect after hydration, and
 * that update restyles the tokens like any other render (tests/e2e/code-highlighting.spec.ts
 * checks the colours in dark mode).
 *  - CHANGED no key on the content component.
 * Not a wrap: the key is set inside the original, on the element it renders.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Plain string children when possible, so the copy button can copy them. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
