/**
 * Mermaid — replaces @docusaurus/theme-mermaid 3.8.1 src/theme/Mermaid (MIT, Facebook).
 * Why (1): the original imports `mermaid` statically and the classic theme's MDXComponents imports
 * the original, so mermaid's core (~160 KiB gzip) was in a chunk every documentation page loads,
 * with or without a diagram. Here the renderer (and mermaid with it) is a lazy part
 * (src/components/LazyPart) that only a page which renders a diagram requests. Rendering is unchanged:
 * the original renders nothing on the server either (its SVG is produced in the browser). A diagram
 * whose code does not arrive (the reader went offline before it loaded) says so with Try again, as the
 * other lazy parts do; a diagram that fails to render shows the original's error message.
 * Why (2): ./Diagram renders with per-mode theme variables and wraps sequence texts without cutting a
 * word (./config.ts), so every label stays inside its shape and readable, and never draws the diagram
 * too small to read; the original takes no config and fits every drawing to the column.
 * Why (3): without JavaScript the original leaves a blank where the diagram is; here the page's HTML holds the
 * diagram's source in a <noscript>, with a line saying why it is not drawn (search and the Markdown export skip
 * <noscript>; the export takes the source from remarkMermaidSource's element instead).
 * Not a wrap: a wrapper keeps the original's static import of mermaid.
 */
import React, {type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import LazyPart from '@site/src/components/LazyPart';
import type {Props} from '@theme/Mermaid';

const load = () => import('./Diagram');

/** What the server renders, and the page keeps until its code runs: with JavaScript on, <noscript> shows nothing. */
function WithoutScript({value}: {value: string}): ReactNode {
  return (
    <noscript>
      <p>This diagram is drawn in the browser and needs JavaScript, which is off here. Its source, in Mermaid:</p>
      {/* Focusable, as the theme's code blocks are (src/theme/CodeBlock/Content): a long line scrolls sideways. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre tabIndex={0}>
        <code>{value}</code>
      </pre>
    </noscript>
  );
}

export default function Mermaid(props: Props): ReactNode {
  return (
    <BrowserOnly fallback={<WithoutScript value={props.value} />}>
      {() => <LazyPart load={load} name="The diagram" loading={null} props={{value: props.value}} />}
    </BrowserOnly>
  );
}
