import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode, type Ref} from 'react';
import type {ParamSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {commandPath} from '@zondax/docs-core/ledger/apdu/encode';
import {apduParts} from '@zondax/docs-core/ledger/apdu/parts';
import {decodeResponse} from '@zondax/docs-core/ledger/apdu/decode';
import {codeViews} from '@zondax/docs-core/ledger/apdu/clientCode';
import {commandLabel} from '@zondax/docs-core/ledger/apdu/headings';
import {buildFromState, typedFields} from '@zondax/docs-core/ledger/apdu/buildChoice';
import {byteHex} from '@zondax/docs-core/ledger/apdu/hex';

import type {ClientLibrary} from '@zondax/docs-core/ledger/clients/library';
import Decoded, {HexBytes} from './Decoded';
import {CodePanel, OutputTabs, panelId, tabId} from './OutputTabs';
import {useBuilderParts} from './parts';
import type {ApduBuilderModel} from './useApduBuilder';
import styles from './styles.module.css';

/** A P1/P2 byte the user chooses: named options, or a free byte when the spec gives no list. */
function needsInput(param: ParamSpec, drivenByChunking: boolean): boolean {
  return !drivenByChunking && !param.ignored && param.value === undefined;
}

interface ParamInputProps {
  name: 'P1' | 'P2';
  param: ParamSpec;
  value: string;
  onChange: (value: string) => void;
}

/**
 * Copies APDU hex and says the outcome in one status line below the output (not inside it: the
 * output region is live and atomic, so a status there would re-read every APDU). The message is
 * cleared after a while so the next copy is announced again.
 */
function useCopier(copyText: (text: string) => Promise<void>): {
  message: string;
  copied: string | null;
  copy: (text: string, what: string, fallback?: string) => Promise<void>;
} {
  const [message, setMessage] = useState('');
  // Which button copied last, so it can say so where the pointer is (never drawn as disabled).
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async (text: string, what: string, fallback = 'the APDUs') => {
    window.clearTimeout(timer.current);
    setMessage('');
    setCopied(null);
    let next: string;
    try {
      await copyText(text);
      next = `${what} copied to clipboard`;
      setCopied(what);
    } catch {
      next = `Could not copy: select ${fallback} above instead`;
    }
    setMessage(next);
    timer.current = window.setTimeout(() => {
      setMessage('');
      setCopied(null);
    }, 4000);
  };
  return {message, copied, copy};
}

/** One APDU laid out as the spec tables are: CLA | INS | P1 | P2 | Lc | data. */
function ApduLayout({hex}: {hex: string}): React.ReactElement | null {
  const parts = apduParts(hex);
  if (!parts) return null;
  return (
    <dl className={styles.parts}>
      {parts.map((p) => (
        <div key={p.field} className={p.field === 'data' ? styles.dataPart : undefined}>
          <dt>{p.field}</dt>
          <dd>{p.bytes}</dd>
        </div>
      ))}
    </dl>
  );
}

function ParamInput({name, param, value, onChange}: ParamInputProps): React.ReactElement {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {name}: {param.meaning}
      </label>
      {param.options ? (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {param.options.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {byteHex(o.value)} {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} placeholder="0" />
      )}
    </div>
  );
}

export interface ApduBuilderProps {
  /** The builder's state (useApduBuilder): the page keeps it in its address, the MCP App frame opens it on a tool call. */
  model: ApduBuilderModel;
  /** The chain's client library, for its code view (data/ledger-apps/clients.ts; the frame carries the same list). */
  client?: ClientLibrary;
  /** The builder box's element id (the page's "Build this command" links name it). */
  id?: string;
  rootRef?: Ref<HTMLDivElement>;
  commandRef?: Ref<HTMLSelectElement>;
  /** Called when the reader picks a command in the select (the page writes it to its address at once). */
  onCommandPicked?: (commandId: string) => void;
  /** More controls at the end of the copy row (the page's Send toggle; the frame's host actions). */
  actions?: ReactNode;
  /** Below the copy row (the page's Send panel). */
  children?: ReactNode;
  className?: string;
}

/**
 * Interactive APDU builder and response decoder for one app, the same on the site's APDU pages and in the MCP App
 * frame: everything is computed in the browser from the spec data with docs-core's encoder and decoder, the ones
 * behind build_apdu and decode_apdu_response. What differs between the two comes in through BuilderParts and the
 * `actions` and `children` slots.
 */
export default function ApduBuilder({
  model,
  client,
  id,
  rootRef,
  commandRef,
  onCommandPicked,
  actions,
  children,
  className,
}: ApduBuilderProps): React.ReactElement {
  const {spec, command, state, response, view} = model;
  const parts = useBuilderParts();
  const copier = useCopier(parts.copyText);
  const ids = {command: useId(), output: useId(), response: useId(), decoded: useId()};

  const result = useMemo(() => buildFromState(spec, command, state), [spec, command, state]);
  const decoded = useMemo(() => (response.trim() === '' ? null : decodeResponse(spec, command, response)), [spec, command, response]);
  const fieldErrors = new Map(result.ok ? [] : result.errors.map((e) => [e.field, e.message]));
  const inputs = typedFields(command);
  const defaultPath = commandPath(spec, command).defaultPath;
  const allWhat = result.ok && result.apdus.length !== 1 ? `${result.apdus.length} APDUs` : 'APDU';
  // The tabs stay while a field is wrong (the code panel then lists the errors); only the code needs the APDUs.
  const views = useMemo(
    () => codeViews(spec, command, result.ok ? result.apdus : [], state.fields, client),
    [spec, command, result, state.fields, client],
  );
  // A view the new command does not offer (its client library call) falls back to the bytes.
  const code = views.find((v) => v.id === view);
  const shown = code ? view : 'bytes';
  const tabs = [{id: 'bytes', label: 'Bytes'}, ...views.map((v) => ({id: v.id, label: v.label}))];

  return (
    <div className={className ? `${styles.builder} ${className}` : styles.builder} id={id} ref={rootRef}>
      <form className={styles.form} onSubmit={(e) => e.preventDefault()} aria-label={`${spec.appName} APDU builder`}>
        <div className={styles.field}>
          <label htmlFor={ids.command}>Command</label>
          <select
            id={ids.command}
            ref={commandRef}
            value={command.id}
            onChange={(e) => {
              model.selectCommand(e.target.value);
              onCommandPicked?.(e.target.value);
            }}
          >
            {spec.commands.map((c) => (
              <option key={c.id} value={c.id}>
                {commandLabel(c, spec.commands)}
                {c.buildable === false ? ', reference only' : ''}
              </option>
            ))}
          </select>
        </div>
        {(
          [
            ['p1', 'P1'],
            ['p2', 'P2'],
          ] as const
        ).map(
          ([key, name]) =>
            needsInput(command[key], Boolean(command.chunking?.[key] ?? command.chunking?.numbered)) && (
              <ParamInput
                key={key}
                name={name}
                param={command[key]}
                value={state[key] || String(command[key].options?.[0].value ?? '')}
                onChange={(v) => model.setParam(key, v)}
              />
            ),
        )}
        {inputs.map((f) => {
          const inputId = `${ids.command}-${f.id}`;
          const errorId = `${inputId}-error`;
          const error = fieldErrors.get(f.id);
          const multiline = f.kind === 'message' || f.kind === 'pathList' || (f.kind === 'bytes' && f.bytes === 'var');
          const common = {
            id: inputId,
            value: state.fields[f.id] ?? '',
            spellCheck: false,
            autoComplete: 'off',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId : undefined,
            onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => model.setField(f.id, e.target.value),
          };
          return (
            <div className={styles.field} key={f.id}>
              <label htmlFor={inputId}>
                {f.name}
                <span className={styles.hint}>
                  {' '}
                  {f.kind === 'path'
                    ? 'derivation path'
                    : f.kind === 'pathList'
                      ? 'paths, one per line'
                      : f.kind === 'ascii'
                        ? 'text'
                        : f.kind === 'message' || f.kind === 'bytes'
                          ? 'hex'
                          : `${f.kind}, decimal or 0x hex`}
                  {f.optional ? ', optional' : ''}
                </span>
              </label>
              {multiline ? (
                <textarea rows={2} {...common} />
              ) : (
                <input {...common} placeholder={f.kind === 'path' ? defaultPath : undefined} />
              )}
              <small className={styles.description}>{f.description}</small>
              {error && (
                <small id={errorId} className={styles.error}>
                  {error}
                </small>
              )}
            </div>
          );
        })}
      </form>

      <OutputTabs tabs={tabs} active={shown} onSelect={model.setView} idBase={ids.output} />
      <div role="tabpanel" id={panelId(ids.output, 'bytes')} aria-labelledby={tabId(ids.output, 'bytes')} hidden={shown !== 'bytes'}>
        <div className={styles.result} aria-live="polite" aria-atomic="true" id={ids.output} role="region" aria-label="Generated APDUs">
          {result.ok ? (
            <>
              <p className={styles.resultTitle}>{result.apdus.length === 1 ? '1 APDU' : `${result.apdus.length} APDUs, send in order`}</p>
              <ol className={styles.apdus}>
                {result.apdus.map((a, i) => (
                  <li key={i}>
                    <code>
                      <HexBytes hex={a} />
                    </code>
                    <ApduLayout hex={a} />
                    {result.apdus.length > 1 && (
                      <button
                        type="button"
                        className={`button button--secondary button--sm ${styles.copyOne} ${copier.copied === `APDU ${i + 1}` ? styles.copied : ''}`}
                        onClick={() => copier.copy(a, `APDU ${i + 1}`)}
                      >
                        {copier.copied === `APDU ${i + 1}` ? `Copied APDU ${i + 1}` : `Copy APDU ${i + 1}`}
                      </button>
                    )}
                  </li>
                ))}
              </ol>
              {result.warnings.map((w) => (
                <p key={w} className={styles.warning}>
                  {w}
                </p>
              ))}
            </>
          ) : (
            <ul className={styles.errors}>
              {result.errors.map((e) => (
                <li key={`${e.field}-${e.message}`}>{e.message}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {code && <CodePanel view={code} idBase={ids.output} errors={result.ok ? undefined : result.errors.map((e) => e.message)} />}
      <p className={styles.copyRow}>
        {code && result.ok && (
          <button
            type="button"
            className={`button button--secondary button--sm ${copier.copied === `${code.label} code` ? styles.copied : ''}`}
            onClick={() => copier.copy(code.code, `${code.label} code`, 'the code')}
          >
            {copier.copied === `${code.label} code` ? 'Copied' : `Copy ${code.label} code`}
          </button>
        )}
        {!code && result.ok && result.apdus.length > 0 && (
          <button
            type="button"
            className={`button button--secondary button--sm ${copier.copied === allWhat ? styles.copied : ''}`}
            onClick={() => copier.copy(result.apdus.join('\n'), allWhat)}
          >
            {copier.copied === allWhat ? 'Copied' : result.apdus.length === 1 ? 'Copy APDU' : 'Copy APDUs'}
          </button>
        )}
        <span role="status" className={styles.copyStatus}>
          {copier.message}
        </span>
        {actions}
      </p>
      {children}

      <div className={styles.field}>
        <label htmlFor={ids.response}>
          Response hex <span className={styles.hint}>data followed by SW1-SW2, e.g. 9000</span>
        </label>
        <textarea
          id={ids.response}
          rows={2}
          spellCheck={false}
          autoComplete="off"
          value={response}
          onChange={(e) => model.setResponse(e.target.value)}
        />
      </div>
      <div className={styles.result} aria-live="polite" aria-atomic="true" role="region" aria-label="Decoded response" id={ids.decoded}>
        {decoded === null ? (
          <p className={styles.hint}>Paste a response to split it into the fields of {command.name}.</p>
        ) : (
          <Decoded decoded={decoded} />
        )}
      </div>
    </div>
  );
}
