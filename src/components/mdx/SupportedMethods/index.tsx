import React, {useId, useMemo, useState} from 'react';
import type {DeviceColumn, Pallet, SupportedVersion} from '@zondax/docs-core/ledger/supported/schema';
import {deviceColumnMeaning} from '@zondax/docs-core/ledger/supported/deviceColumns';
import {rowsHtml, type MethodRow, type RowClasses} from './rowsHtml';
import styles from './styles.module.css';

export interface SupportedMethodsProps {
  /** One version's data file (data/ledger-apps/<folder>/supported/<version>.json). */
  data: Pick<SupportedVersion, 'devices' | 'pallets'>;
}

const rowClasses: RowClasses = {
  pallet: styles.pallet,
  method: styles.method,
  mark: styles.mark,
  yes: styles.yes,
  no: styles.no,
  args: styles.args,
  none: styles.none,
};

function flatten(pallets: readonly Pallet[]): MethodRow[] {
  return pallets.flatMap((p) =>
    p.methods.map((m) => ({pallet: p.name, name: m.name, devices: new Set(m.devices), nesting: m.nesting, args: m.args})),
  );
}

/** Longest run of text without a space, which a column must hold to keep its words whole. */
const longestWord = (texts: readonly string[]) => Math.max(0, ...texts.flatMap((t) => t.split(/\s+/)).map((w) => w.length));

/**
 * Column widths from the data, in the table's own `ch`, written into the server HTML: the browser lays
 * the table out from them before the rows have streamed in (table-layout: fixed, no shift), and
 * whatever the name columns and device marks do not need goes to the arguments. A name column is as
 * wide as its longest word (capped; longer pallet names break between their CamelCase parts).
 */
function nameColumns(rows: readonly MethodRow[]): {pallet: string; method: string} {
  const padding = 2;
  const width = (texts: string[], min: number, max: number) => `${Math.min(max, Math.max(min, longestWord(texts))) + padding}ch`;
  return {
    pallet: width(
      rows.map((r) => r.pallet),
      8,
      11,
    ),
    method: width(
      rows.map((r) => r.name),
      9,
      13,
    ),
  };
}

/**
 * The pallets and methods one app version can sign, per device build, with arguments.
 * Filter by text (pallet, method or argument name), by pallet and by device.
 */
export default function SupportedMethods({data}: SupportedMethodsProps): React.ReactElement {
  const id = useId();
  const [query, setQuery] = useState('');
  const [pallet, setPallet] = useState('');
  const [device, setDevice] = useState('');
  const rows = useMemo(() => flatten(data.pallets), [data]);
  const devices: readonly DeviceColumn[] = data.devices;
  const widths = useMemo(() => nameColumns(rows), [rows]);
  const legend = devices.flatMap((d) => {
    const meaning = deviceColumnMeaning(d.label);
    return meaning ? [{label: d.label, meaning}] : [];
  });
  const emptyPallets = data.pallets.filter((p) => p.methods.length === 0).map((p) => p.name);

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return rows.filter(
      (r) =>
        (!pallet || r.pallet === pallet) &&
        (!device || r.devices.has(device)) &&
        (!q ||
          r.name.toLowerCase().includes(q) ||
          r.pallet.toLowerCase().includes(q) ||
          r.args.some((a) => a.name.toLowerCase().includes(q) || a.type.toLowerCase().includes(q))),
    );
  }, [rows, query, pallet, device]);
  const body = useMemo(() => rowsHtml(visible, devices, rowClasses), [visible, devices]);

  return (
    <div className={styles.root}>
      <div className={styles.controls} role="search">
        <label className={styles.field} htmlFor={`${id}-q`}>
          <span>Search</span>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            placeholder="Method, pallet or argument"
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <label className={styles.field} htmlFor={`${id}-p`}>
          <span>Pallet</span>
          <select id={`${id}-p`} value={pallet} onChange={(e) => setPallet(e.target.value)}>
            <option value="">All pallets</option>
            {data.pallets
              .filter((p) => p.methods.length > 0)
              .map((p) => (
                <option key={p.name} value={p.name}>
                  {p.name}
                </option>
              ))}
          </select>
        </label>
        <label className={styles.field} htmlFor={`${id}-d`}>
          <span>Signable on</span>
          <select id={`${id}-d`} value={device} onChange={(e) => setDevice(e.target.value)}>
            <option value="">Any device</option>
            {devices.map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {legend.length > 0 && (
        <dl className={styles.legend}>
          {legend.map((d) => (
            <div key={d.label}>
              <dt>{d.label}</dt>
              <dd>{d.meaning}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className={styles.count} aria-live="polite">
        {visible.length === rows.length
          ? `${rows.length} methods in ${data.pallets.length - emptyPallets.length} pallets`
          : `${visible.length} of ${rows.length} methods`}
      </p>
      <table className={styles.table}>
        {/* Fixed column widths: the table is laid out from these, not from rows still streaming in (no layout shift). */}
        <colgroup>
          <col style={{width: widths.pallet}} />
          <col style={{width: widths.method}} />
          {devices.map((d) => (
            <col key={d.id} className={styles.markCol} />
          ))}
          <col className={styles.markCol} />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Pallet</th>
            <th scope="col">Method</th>
            {devices.map((d) => (
              <th key={d.id} scope="col" className={styles.device}>
                {d.label}
              </th>
            ))}
            <th scope="col" className={styles.device}>
              Nesting
            </th>
            <th scope="col">Arguments</th>
          </tr>
        </thead>
        {/* Static rows (see rowsHtml.ts): React does not hydrate them one element at a time. */}
        <tbody dangerouslySetInnerHTML={{__html: body}} />
      </table>
      {visible.length === 0 && <p className={styles.empty}>No method matches these filters.</p>}
      {emptyPallets.length > 0 && <p className={styles.note}>Listed without callable methods: {emptyPallets.join(', ')}.</p>}
    </div>
  );
}
