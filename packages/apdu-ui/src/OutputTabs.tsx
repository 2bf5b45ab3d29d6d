import React, {useRef} from 'react';
import type {CodeView} from '@zondax/docs-core/ledger/apdu/clientCode';
import {useBuilderParts} from './parts';
import styles from './styles.module.css';

export interface OutputTab {
  id: string;
  label: string;
}

interface TabsProps {
  tabs: readonly OutputTab[];
  active: string;
  onSelect: (id: string) => void;
  /** Prefix of the tab and panel ids. */
  idBase: string;
}

export const tabId = (idBase: string, id: string) => `${idBase}-tab-${id}`;
export const panelId = (idBase: string, id: string) => `${idBase}-panel-${id}`;

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys, Home and End move and select at once (the
 * panels are cheap to show). Only the bytes panel and the selected one exist, so the others' tabs
 * name no panel.
 */
export function OutputTabs({tabs, active, onSelect, idBase}: TabsProps): React.ReactElement {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: React.KeyboardEvent, i: number) => {
    const last = tabs.length - 1;
    const next = {ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last}[e.key];
    if (next === undefined) return;
    e.preventDefault();
    onSelect(tabs[next].id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Show the request as" className={styles.tabs}>
      {tabs.map((t, i) => {
        const selected = t.id === active;
        return (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, t.id)}
            aria-selected={selected}
            aria-controls={selected || t.id === 'bytes' ? panelId(idBase, t.id) : undefined}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            data-output-tab={t.id}
            onClick={() => onSelect(t.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}

/** A code view: one sentence on what it sends, then the code in the place's code block (or the field errors). */
export function CodePanel({view, idBase, errors}: {view: CodeView; idBase: string; errors?: readonly string[]}): React.ReactElement {
  const {CodeBlock} = useBuilderParts();
  return (
    <div role="tabpanel" id={panelId(idBase, view.id)} aria-labelledby={tabId(idBase, view.id)} className={styles.codePanel}>
      <p className={styles.hint}>{view.note}</p>
      {errors ? (
        <ul className={`${styles.result} ${styles.errors}`}>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : (
        <CodeBlock language={view.language} code={view.code} />
      )}
    </div>
  );
}
