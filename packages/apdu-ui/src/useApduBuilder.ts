/**
 * The builder's state: the command, its fields' text and P1/P2 (docs-core BuildState, the same values build_apdu
 * opens on and a builder URL carries), the response in the decoder and the output view. The page keeps it in step
 * with the page address (src/components/mdx/ApduBuilder/useBuildChoice.ts); the MCP App frame opens it on a tool
 * call (app/ApduApp.tsx).
 */
import {useCallback, useMemo, useState} from 'react';
import type {ApduCommand, ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {defaultBuilderCommand, startingState, type BuildState} from '@zondax/docs-core/ledger/apdu/buildChoice';

export interface BuilderOpening {
  state: BuildState;
  response?: string;
}

export interface ApduBuilderModel {
  spec: ApduSpec;
  command: ApduCommand;
  state: BuildState;
  response: string;
  /** The output view: 'bytes' or a code view's id. */
  view: string;
  /** Another command, at its starting values (nothing happens for the current one). */
  selectCommand(commandId: string): void;
  setField(fieldId: string, value: string): void;
  setParam(name: 'p1' | 'p2', value: string): void;
  /** Every value at once: a shared link followed, a tool call. */
  open(opening: BuilderOpening): void;
  setResponse(response: string): void;
  setView(view: string): void;
}

/** Where a builder opens without a choice: the page builder's first command at its starting values. */
export function defaultOpening(spec: ApduSpec): BuilderOpening {
  return {state: startingState(spec, defaultBuilderCommand(spec))};
}

export function useApduBuilder(spec: ApduSpec, initial: () => BuilderOpening): ApduBuilderModel {
  const [first] = useState(initial);
  const [state, setState] = useState<BuildState>(first.state);
  const [response, setResponse] = useState(first.response ?? '');
  const [view, setView] = useState('bytes');
  const command = spec.commands.find((c) => c.id === state.commandId) ?? defaultBuilderCommand(spec);

  const selectCommand = useCallback(
    (commandId: string) => {
      const next = spec.commands.find((c) => c.id === commandId);
      if (next) setState((current) => (current.commandId === commandId ? current : startingState(spec, next)));
    },
    [spec],
  );
  const setField = useCallback((fieldId: string, value: string) => setState((s) => ({...s, fields: {...s.fields, [fieldId]: value}})), []);
  const setParam = useCallback((name: 'p1' | 'p2', value: string) => setState((s) => ({...s, [name]: value})), []);
  const open = useCallback((opening: BuilderOpening) => {
    setState(opening.state);
    if (opening.response !== undefined) setResponse(opening.response);
  }, []);

  return useMemo(
    () => ({spec, command, state, response, view, selectCommand, setField, setParam, open, setResponse, setView}),
    [spec, command, state, response, view, selectCommand, setField, setParam, open],
  );
}
