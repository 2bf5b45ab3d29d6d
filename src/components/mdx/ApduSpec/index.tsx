import React from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import type {ApduCommand, ApduSpec as Spec, ParamSpec, PayloadField, ResponseField} from '@zondax/docs-core/ledger/apdu/schema';
import {apduSpecHeadings, commandAnchor, hex, type SpecHeading} from './headings';
import {codeCheckStatement} from '@zondax/docs-core/ledger/apdu/codeCheck';
import {namesCheckStatement} from '@zondax/docs-core/ledger/apdu/namesCheck';
import {
  compareStatusWords,
  hexWordInText,
  statusWordsStatement,
  unhandledExceptionWord,
  type StatusWordRow,
} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {checkedAt} from '@zondax/docs-core/ledger/apdu/checkedAt';
import {longDate} from '@zondax/docs-core/text/longDate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {DocCodeCheck} from '@site/src/config/codeCheck';
import {buildCommandHref} from '@zondax/docs-core/ledger/apdu/buildChoice';
import {markdownSkipAttribute} from '@site/src/plugins/markdown-export/paths';
import TableScroll from '@site/src/components/mdx/TableScroll';
import styles from './styles.module.css';
import {blobUrl} from '@zondax/docs-core/sourceHost';
import CodeBreaks from '@site/src/components/CodeBreaks';
import {listSeparator} from '@zondax/docs-core/text/andList';
import {codeSpans} from '@zondax/docs-core/text/codeSpans';

function paramText(param: ParamSpec): React.ReactNode {
  if (param.ignored) return 'ignored (send 0x00)';
  if (param.value !== undefined) return `${hex(param.value)}: ${param.meaning}`;
  if (param.options) {
    return (
      <>
        {param.meaning}:
        <ul className={styles.options}>
          {param.options.map((o) => (
            <li key={o.value}>
              <code>{hex(o.value)}</code> {o.label}
            </li>
          ))}
        </ul>
      </>
    );
  }
  return param.meaning;
}

function fieldSize(field: PayloadField): string {
  if (field.kind === 'path') return 'path';
  const size = field.bytes === 'var' ? 'variable' : `${field.bytes}`;
  return field.lengthPrefix ? `1 + ${size}` : size;
}

function responseSize(field: ResponseField): string {
  if (typeof field.bytes === 'number') return `${field.bytes}`;
  if (field.bytes === 'rest') return 'rest';
  return `= ${field.bytes.from}`;
}

/**
 * Opens the page's <ApduBuilder> on this command: a link to `?build=<id>#apdu-builder`, which the
 * builder follows (src/ledger/apdu/buildChoice.ts). A link, so it can be copied, shared or opened anew.
 * Left out of the Markdown twin, which has no builder to open.
 */
function BuildThisCommand({command, label}: {command: ApduCommand; label: string}): React.ReactElement {
  const {pathname} = useLocation();
  return (
    <p className={styles.buildRow} {...{[markdownSkipAttribute]: ''}}>
      <Link className={`button button--outline button--primary ${styles.build}`} to={buildCommandHref(pathname, command.id)}>
        Build this command<span className="visually-hidden">: {label}</span>
      </Link>
    </p>
  );
}

/** The specification's name where the code's differs, so a search for either finds the command. */
function SpecAlias({command}: {command: ApduCommand}): React.ReactElement | null {
  if (!command.specName) return null;
  return (
    <>
      {' '}
      <span className={styles.alias}>
        (spec: <code>{command.specName}</code>)
      </span>
    </>
  );
}

function CommandBlock({spec, command, heading}: {spec: Spec; command: ApduCommand; heading: SpecHeading}): React.ReactElement {
  const payload = command.payload ?? [];
  const response = command.response ?? [];
  return (
    // Named by the heading's text alone: labelled by the heading element, the name would also read out its "Direct link to" anchor.
    <section className={styles.command} aria-label={heading.text}>
      <Heading as="h3" id={heading.id}>
        {/* A command's name is a code name: on a phone it wraps between its words (INS_SIGN_|PERSONAL_|MESSAGE). */}
        <CodeBreaks text={heading.text} />
      </Heading>
      {command.specName && (
        <p className={styles.muted}>
          The published specification calls it <code>{command.specName}</code>; this page uses the name in the app&apos;s code.
        </p>
      )}
      <p>{command.summary}</p>
      {/* The heading's text, not the bare name: two commands can share a name (Oasis), never a label. */}
      <BuildThisCommand command={command} label={heading.text} />
      <div className={styles.scroll}>
        <table className={`${styles.table} ${styles.bytes}`} aria-label={`${heading.text} header`}>
          <thead>
            <tr>
              <th scope="col">Byte</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">CLA</th>
              <td>
                <code>{hex(command.cla ?? spec.cla)}</code>
              </td>
            </tr>
            <tr>
              <th scope="row">INS</th>
              <td>
                <code>{hex(command.ins)}</code>
              </td>
            </tr>
            <tr>
              <th scope="row">P1</th>
              <td>
                {command.chunking?.p1
                  ? `chunk position: first ${hex(command.chunking.p1.first)}, middle ${hex(command.chunking.p1.middle)}, last ${hex(command.chunking.p1.last)}`
                  : paramText(command.p1)}
              </td>
            </tr>
            <tr>
              <th scope="row">P2</th>
              <td>
                {command.chunking?.p2
                  ? `first ${hex(command.chunking.p2.first)}, middle ${hex(command.chunking.p2.middle)}, last ${hex(command.chunking.p2.last)}`
                  : paramText(command.p2)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      {payload.length > 0 && (
        // On a phone, one card per field: its name, then Bytes, Where and Content (TableScroll stackOnPhone).
        <TableScroll label={`${heading.text} payload`} stackOnPhone>
          <table className={styles.table} aria-label={`${heading.text} payload`}>
            <caption>
              Payload
              {command.chunking
                ? command.chunking.layout === 'fields'
                  ? ': first APDU, then data chunks'
                  : ': one stream cut into chunks'
                : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Bytes</th>
                <th scope="col">Where</th>
                <th scope="col">Content</th>
              </tr>
            </thead>
            <tbody>
              {payload.map((f) => (
                <tr key={f.id}>
                  <th scope="row">
                    <code>
                      <CodeBreaks text={f.name} />
                    </code>
                  </th>
                  <td data-label="Bytes">{fieldSize(f)}</td>
                  <td data-label="Where">
                    {(f.placement ?? (f.kind === 'message' ? 'data' : 'first')) === 'first' ? 'first APDU' : 'data chunks'}
                  </td>
                  <td data-label="Content">
                    {f.description}
                    {f.optional ? ' (optional)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {response.length > 0 && (
        <TableScroll label={`${heading.text} response`} stackOnPhone>
          <table className={styles.table} aria-label={`${heading.text} response`}>
            <caption>Response, before SW1-SW2</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Bytes</th>
                <th scope="col">Content</th>
              </tr>
            </thead>
            <tbody>
              {response.map((f) => (
                <tr key={f.name}>
                  <th scope="row">
                    <code>
                      <CodeBreaks text={f.name} />
                    </code>
                  </th>
                  <td data-label="Bytes">{responseSize(f)}</td>
                  <td data-label="Content">{f.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {response.length === 0 && <p className={styles.muted}>The answer is the status word only.</p>}
      {(command.notes ?? []).length > 0 && (
        <ul className={styles.notes}>
          {(command.notes ?? []).map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface Props {
  spec: Spec;
}

/** A sentence with its status words (0x6400) set as code, as the table sets them. */
function HexAsCode({text}: {text: string}): React.ReactElement {
  return <>{text.split(hexWordInText).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</>;
}

/** Source files as links, joined as a sentence says them ("a, b and c"). */
function FileLinks({files}: {files: {label: string; url: string}[]}): React.ReactElement {
  return (
    <>
      {files.map((f, i) => (
        <React.Fragment key={f.url}>
          {listSeparator(i, files.length)}
          <Link href={f.url}>{f.label}</Link>
        </React.Fragment>
      ))}
    </>
  );
}

/**
 * The status-word table: with a record of the code (issue 62), every word the code defines, the
 * identifiers that define it and what the specification file says of it; without one, the list alone.
 */
function StatusWords({spec}: Props): React.ReactElement {
  const statement = statusWordsStatement(spec);
  const compared = spec.statusWordsCheck ? compareStatusWords(spec.statusWordsCheck, spec.statusWords) : null;
  const rows: {code: number; description: string; definedAs?: string[]; spec?: StatusWordRow['spec']}[] =
    compared?.rows ?? spec.statusWords;
  return (
    <>
      {statement && (
        <p>
          {statement.text} <Link href={statement.url}>{statement.label}</Link> in <FileLinks files={statement.files} />
          {statement.via}.
        </p>
      )}
      {statement?.spec && (
        <p className={styles.statusSpec} data-testid="status-words-spec">
          <Link href={statement.spec.file.url}>{statement.spec.file.label}</Link> <HexAsCode text={statement.spec.says} />
        </p>
      )}
      <TableScroll label={`${spec.appName} status words`} stackOnPhone>
        <table className={styles.table} aria-label={`${spec.appName} status words`}>
          <thead>
            <tr>
              <th scope="col">SW1-SW2</th>
              <th scope="col">Meaning</th>
              {compared && <th scope="col">Defined as</th>}
              {compared && <th scope="col">In {spec.sourceFile}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.code}>
                <th scope="row">
                  <code>{hex(s.code, 4)}</code>
                </th>
                <td data-label="Meaning">{s.description}</td>
                {s.definedAs && (
                  <td data-label="Defined as">
                    {s.definedAs.map((name, i) => (
                      <React.Fragment key={name}>
                        {i > 0 && ', '}
                        <code>
                          <CodeBreaks text={name} />
                        </code>
                      </React.Fragment>
                    ))}
                  </td>
                )}
                {s.spec && (
                  <td data-label="In spec file" data-search-label>
                    {!s.spec.listed ? (
                      <strong className={styles.notListed}>not listed</strong>
                    ) : s.spec.sameMeaning ? (
                      'listed'
                    ) : (
                      `listed as "${s.spec.text}"`
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {statement?.exceptions && (
        <p>
          Any other exception the app does not handle reaches the host as <code>{unhandledExceptionWord}</code> (
          <FileLinks files={statement.exceptions} />
          ), so a word from <code>0x6800</code> to <code>0x6FFF</code> that is not in the table is an SDK exception; the decoder gives its
          number.
        </p>
      )}
    </>
  );
}

/** Renders one app's APDU specification from its data file: transport facts, every command, status words. */
export default function ApduSpec({spec}: Props): React.ReactElement {
  const sourceUrl = blobUrl(spec.repo, 'HEAD', spec.sourceFile);
  const headings = apduSpecHeadings(spec);
  const codeCheck = codeCheckStatement(spec);
  const namesCheck = namesCheckStatement(spec);
  // The page's own check, which the note under the page states too: the app's commit (apps.json), on the later of the
  // app's day and the page's (src/config/codeCheck.ts), so the page gives one day.
  const pageCheck = (useDoc().frontMatter as {code_check?: DocCodeCheck}).code_check;
  const source = pageCheck?.sources[0];
  const checked = source && checkedAt({repository: source.repository, commit: source.commit, checkedAt: pageCheck.checkedAt});
  return (
    <div className={styles.spec}>
      <div className={`${styles.scroll} ${styles.summary}`}>
        <table className={styles.table} aria-label={`${spec.appName} transport summary`}>
          <tbody>
            <tr>
              <th scope="row">Class byte (CLA)</th>
              <td>
                <code>{hex(spec.cla)}</code>
                {(spec.otherCla ?? []).map((o) => (
                  <span key={o.cla}>
                    {' '}
                    · <code>{hex(o.cla)}</code> {o.use}
                  </span>
                ))}
              </td>
            </tr>
            <tr>
              <th scope="row">Default path</th>
              <td>
                <code>{spec.defaultPath}</code>
                {spec.coinType !== null ? ` (coin type ${spec.coinType})` : ''}
              </td>
            </tr>
            <tr>
              <th scope="row">Path encoding</th>
              <td>
                {spec.path.lengthPrefix ? 'count byte, then ' : ''}
                {spec.path.minComponents === spec.path.maxComponents
                  ? spec.path.minComponents
                  : `${spec.path.minComponents} to ${spec.path.maxComponents}`}{' '}
                components of 4 bytes, {spec.path.encoding === 'u32le' ? 'little-endian' : 'big-endian'}
                {spec.path.allHardened ? ', all hardened' : ''}
              </td>
            </tr>
            <tr>
              <th scope="row">Chunk size</th>
              {/* The size the builder and the provider's clients send; most apps take any chunk that fits an APDU. */}
              <td>{spec.chunkSize} bytes per data APDU, as the builder below sends them</td>
            </tr>
            {checked && (
              <tr>
                <th scope="row">Checked against the code</th>
                <td data-fact="checked-at">
                  {longDate(checked.date)}, at <Link href={checked.url}>{checked.label}</Link>
                </td>
              </tr>
            )}
            <tr>
              <th scope="row">Source</th>
              <td>
                <Link href={sourceUrl}>
                  {spec.repo}/{spec.sourceFile}
                </Link>
              </td>
            </tr>
          </tbody>
        </table>
      </div>

      {(spec.corrections ?? []).length > 0 && (
        <div className={styles.corrections} role="note" aria-label="Differences from the published specification">
          <strong>Where this page differs from the published specification</strong>
          <ul>
            {(spec.corrections ?? []).map((c) => (
              <li key={c}>
                {codeSpans(c).map((part, i) =>
                  part.code ? (
                    <code key={i}>
                      <CodeBreaks text={part.text} />
                    </code>
                  ) : (
                    part.text
                  ),
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      <Heading as="h2" id={headings.commands.id}>
        {headings.commands.text}
      </Heading>
      {codeCheck && (
        <p>
          {codeCheck.text} <Link href={codeCheck.url}>{codeCheck.label}</Link>
          {codeCheck.detail}
        </p>
      )}
      {namesCheck && (
        <p>
          {namesCheck.text} <Link href={namesCheck.url}>{namesCheck.label}</Link>
          {namesCheck.detail}
        </p>
      )}
      {namesCheck?.notDispatched && <p>{namesCheck.notDispatched}</p>}
      {/* On a phone, one card per command: its name, then CLA, INS and Chunked. */}
      <TableScroll label={`${spec.appName} commands`} stackOnPhone>
        <table className={styles.table} aria-label={`${spec.appName} commands`}>
          <thead>
            <tr>
              <th scope="col">Command</th>
              <th scope="col">CLA</th>
              <th scope="col">INS</th>
              <th scope="col">Chunked</th>
            </tr>
          </thead>
          <tbody>
            {spec.commands.map((c) => (
              <tr key={c.id}>
                <th scope="row">
                  <a href={`#${commandAnchor(c)}`}>{c.name}</a>
                  <SpecAlias command={c} />
                </th>
                <td data-label="CLA" data-search-label>
                  <code>{hex(c.cla ?? spec.cla)}</code>
                </td>
                <td data-label="INS" data-search-label>
                  <code>{hex(c.ins)}</code>
                </td>
                <td data-label="Chunked" data-search-label>
                  {c.chunking ? 'yes' : 'no'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {spec.commands.map((c, i) => (
        <CommandBlock key={c.id} spec={spec} command={c} heading={headings.perCommand[i]} />
      ))}

      <Heading as="h2" id={headings.statusWords.id}>
        {headings.statusWords.text}
      </Heading>
      <StatusWords spec={spec} />
    </div>
  );
}
