import React, {Fragment} from 'react';
import type {DecodeResult} from '@zondax/docs-core/ledger/apdu/decode';
import {codeSegments} from '@zondax/docs-core/text/codeSegments';
import {useBuilderParts} from './parts';
import styles from './styles.module.css';

/**
 * A field name that may wrap only between its words (RAW_/PUBKEY), never inside one (RAW_PUBKE/Y): a line-break
 * opportunity where codeSegments (@zondax/docs-core/text) places one, at any length, as the cell is narrow.
 */
export function FieldName({name}: {name: string}): React.ReactElement {
  return (
    <code className={styles.fieldName}>
      <WithBreaks parts={codeSegments(name, 0, 0)} />
    </code>
  );
}

/** Hex that wraps between two bytes, never inside one (a line-break opportunity after each byte). */
export function HexBytes({hex}: {hex: string}): React.ReactElement {
  return <WithBreaks parts={hex.match(/[0-9a-fA-F]{2}|[\s\S]/g) ?? []} />;
}

/** Text in parts with a line-break opportunity (<wbr>) between two parts; the text itself is unchanged. */
function WithBreaks({parts}: {parts: readonly string[]}): React.ReactElement {
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** A decoded answer: the status word and its meaning, then the command's fields. Shared by the decoder and the Send panel. */
export default function Decoded({decoded}: {decoded: DecodeResult}): React.ReactElement {
  const {TableScroll} = useBuilderParts();
  if (!decoded.ok) return <p className={styles.error}>{decoded.error}</p>;
  return (
    <>
      <p className={decoded.status.success ? styles.success : styles.error}>
        <strong>{decoded.status.hex}</strong>: {decoded.status.description}
        {decoded.status.hint ? `. ${decoded.status.hint}` : ''}
      </p>
      {decoded.fields.length > 0 && (
        // On a phone, one card per field: its name, then its value (the site's TableScroll stackOnPhone).
        <TableScroll label="Response fields" stackOnPhone>
          <table className={styles.table} aria-label="Response fields">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {decoded.fields.map((f) => (
                <tr key={f.name}>
                  <th scope="row">
                    <FieldName name={f.name} />
                  </th>
                  <td data-label="Value">
                    <code className={styles.hex}>{f.hex ? <HexBytes hex={f.hex} /> : '(empty)'}</code>
                    {f.text !== undefined && <div>{f.text}</div>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {decoded.notes.map((n) => (
        <p key={n} className={styles.warning}>
          {n}
        </p>
      ))}
    </>
  );
}
