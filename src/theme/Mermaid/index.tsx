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
 * Not a wrap: a wrapper keeps the original's static import of mermaid.
 */
import React, {type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import LazyPart from '@site/src/components/LazyPart';
import type {Props} from '@theme/Mermaid';

const load = () => import('./Diagram');

export default function Mermaid(props: Props): ReactNode {
  return <BrowserOnly>{() => <LazyPart load={load} name="The diagram" loading={null} props={{value: props.value}} />}</BrowserOnly>;
}
