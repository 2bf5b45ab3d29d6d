/**
 * What the builder needs from the place that renders it, behind one small adapter: the site's APDU pages give
 * their own (src/components/mdx/ApduBuilder/siteParts.tsx: Docusaurus's code block with on-demand grammars, the
 * site's scrolling tables and clipboard), the MCP App frame takes these plain ones. Nothing else differs, so both
 * render the same builder.
 */
import React, {createContext, useContext, type ComponentType, type ReactNode} from 'react';
import type {CodeView} from '@zondax/docs-core/ledger/apdu/clientCode';
import styles from './styles.module.css';

export interface CodeBlockProps {
  language: CodeView['language'];
  code: string;
}

export interface TableScrollProps {
  /** Names the table for assistive technology. */
  label: string;
  /** On a phone, one card per row (the site's tables; the frame's plain table ignores it). */
  stackOnPhone?: boolean;
  children: ReactNode;
}

export interface BuilderParts {
  /** A code view's block. */
  CodeBlock: ComponentType<CodeBlockProps>;
  /** The decoded fields table's container, which scrolls when the table is wider than the column. */
  TableScroll: ComponentType<TableScrollProps>;
  /** Writes text to the clipboard; rejects when the browser refuses. */
  copyText(text: string): Promise<void>;
}

/** A code block without highlighting: the code as text, wrapped at any character in a narrow column. */
export function PlainCodeBlock({language, code}: CodeBlockProps): React.ReactElement {
  return (
    <pre className={styles.plainCode} data-language={language}>
      <code>{code}</code>
    </pre>
  );
}

/** A region that scrolls sideways, reachable with the keyboard. */
export function PlainTableScroll({label, children}: TableScrollProps): React.ReactElement {
  return (
    // A focusable region, so keyboard users can scroll a table wider than the frame (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** The Clipboard API, then a selected hidden textarea (an iframe without the clipboard-write permission). */
export async function plainCopyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Fall through: no Clipboard API, or the frame was not granted clipboard-write.
  }
  const active = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = styles.offscreen;
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  active?.focus();
  if (!ok) throw new Error('The browser refused to copy');
}

export const plainParts: BuilderParts = {CodeBlock: PlainCodeBlock, TableScroll: PlainTableScroll, copyText: plainCopyText};

const PartsContext = createContext<BuilderParts>(plainParts);

/** Gives the builder below it these parts. */
export function BuilderPartsProvider({parts, children}: {parts: BuilderParts; children: ReactNode}): React.ReactElement {
  return <PartsContext.Provider value={parts}>{children}</PartsContext.Provider>;
}

export const useBuilderParts = (): BuilderParts => useContext(PartsContext);
