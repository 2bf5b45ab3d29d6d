/**
 * Under the search box while offline (issue 42), in the modal and on /search: search answers from the index files
 * this device has (those fetched before, and those of the sections kept offline), so the line says which sections
 * are complete and that the others need a connection.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useModalSlot} from '@site/src/theme/SearchBar/modalSlot';
import {cacheNames} from './shared.mjs';
import {useOnline} from './useOnline';
import styles from './OfflineSearchNote.module.css';

/** Titles of the sections and chains kept offline (src/pwa/keepOffline.ts records them). */
function useKeptTitles(active: boolean): string[] {
  const [titles, setTitles] = useState<string[]>([]);
  useEffect(() => {
    if (!active || typeof caches === 'undefined') return;
    let live = true;
    (async () => {
      const kept = await caches.open(cacheNames.keptSections);
      const records = await Promise.all(
        (await kept.keys()).map(async (key) => ((await (await kept.match(key))?.json()) as {title: string}).title),
      );
      if (live) setTitles(records.sort());
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [active]);
  return titles;
}

/** What the line says: where the results come from, and which sections they are complete for. */
function OfflineSearchText({kept}: {kept: string[]}): ReactNode {
  return (
    <p className={styles.note} role="note" data-offline-search-note>
      <strong>Offline:</strong> results come from the search index on this device.{' '}
      {kept.length > 0
        ? `Complete for what is kept offline (${kept.join(', ')}); every other section needs a connection.`
        : 'Every section needs a connection for complete results; “Keep this section offline” on a section’s pages keeps one complete.'}
    </p>
  );
}

/** The line under the modal's search box. */
export default function OfflineSearchNote(): ReactNode {
  const offline = !useOnline();
  const host = useModalSlot({anchor: '.DocSearch-Modal .DocSearch-SearchBar', className: styles.slot, place: 'after', active: offline});
  const kept = useKeptTitles(offline);
  if (!offline || !host) return null;
  return createPortal(<OfflineSearchText kept={kept} />, host);
}

/** The same line on /search, under its search box: there too the results are the ones this device can give. */
export function OfflineSearchLine(): ReactNode {
  const offline = !useOnline();
  const kept = useKeptTitles(offline);
  return offline ? <OfflineSearchText kept={kept} /> : null;
}
