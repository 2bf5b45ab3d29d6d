/**
 * The table body of the supported-methods list as one HTML string.
 *
 * Why a string and not React elements: a version lists up to ~400 methods (the Kusama list has 2,300
 * cells, 7,400 elements on the page), rows that never change on their own, and React hydrated each of
 * their elements on load. React does not walk into an element set with `dangerouslySetInnerHTML`, so
 * the server HTML is kept as it is; a filter change replaces the rows in one `innerHTML` write. Measured
 * on the Kusama page (Lighthouse mobile, medians of 3): Total Blocking Time 220 -> 155 ms, score 96 -> 98.
 * Every value is escaped here.
 */
import {codeBreaksHtml} from '@zondax/docs-core/text/codeBreaksHtml';
import {escapeHtml} from '@zondax/docs-core/text/escapeHtml.mjs';

export interface MethodRow {
  pallet: string;
  name: string;
  devices: ReadonlySet<string>;
  nesting: boolean;
  args: readonly {type: string; name: string}[];
}

export interface RowClasses {
  pallet: string;
  method: string;
  mark: string;
  yes: string;
  no: string;
  args: string;
  none: string;
}

/**
 * A type name breaks only between its parts (after `::`, a comma, an opening bracket, at a new camel-case word),
 * never at an arbitrary letter unless one part alone is wider than the column (styles.module.css).
 */
export const typeNameHtml = (type: string): string => `<code>${codeBreaksHtml(type)}</code>`;

/** A CamelCase pallet name may break between its words, however short: the pallet column is narrow. */
export const palletNameHtml = (name: string): string => codeBreaksHtml(name, 0, 0);

function mark(on: boolean, label: string, c: RowClasses): string {
  const text = escapeHtml(label);
  return on
    ? `<span class="${c.yes}" role="img" aria-label="${text}: yes">✓</span>`
    : `<span class="${c.no}" role="img" aria-label="${text}: no">–</span>`;
}

function argsHtml(args: MethodRow['args'], c: RowClasses): string {
  if (args.length === 0) return `<span class="${c.none}">none</span>`;
  const items = args.map((a) => `<li>${a.type ? `${typeNameHtml(a.type)} ` : ' '}${escapeHtml(a.name)}</li>`);
  return `<ul>${items.join('')}</ul>`;
}

function rowHtml(row: MethodRow, devices: readonly {id: string; label: string}[], c: RowClasses): string {
  const cells = [
    `<td data-label="Pallet" class="${c.pallet}">${palletNameHtml(row.pallet)}</td>`,
    `<th scope="row" data-label="Method" class="${c.method}">${escapeHtml(row.name)}</th>`,
    ...devices.map((d) => `<td data-label="${escapeHtml(d.label)}" class="${c.mark}">${mark(row.devices.has(d.id), d.label, c)}</td>`),
    `<td data-label="Nesting" class="${c.mark}">${mark(row.nesting, 'Nesting', c)}</td>`,
    `<td data-label="Arguments" class="${c.args}">${argsHtml(row.args, c)}</td>`,
  ];
  return `<tr>${cells.join('')}</tr>`;
}

export const rowsHtml = (rows: readonly MethodRow[], devices: readonly {id: string; label: string}[], c: RowClasses): string =>
  rows.map((r) => rowHtml(r, devices, c)).join('');
