/**
 * The builder follows what an agent built through WebMCP on this page (src/webmcp/pageTools.ts): the command,
 * its values and P1/P2 arrive as an event, so the reader sees the agent's bytes in the page's own builder.
 */
import {useEffect, useRef} from 'react';
import type {ApduCommand, ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {resolveCommand} from '@zondax/docs-core/tools/resolve';
import {showInBuilderEvent, type BuilderRequest} from '@site/src/webmcp/showInBuilder';

export type ShowBuilt = (command: ApduCommand, fields: Record<string, string>, p1?: number, p2?: number) => void;

export function useShownByAgent(spec: ApduSpec, show: ShowBuilt): void {
  // The latest callback, so the listener is added once per spec and never sees stale state.
  const latest = useRef(show);
  latest.current = show;
  useEffect(() => {
    const onRequest = (event: Event) => {
      const {command, fields, p1, p2} = (event as CustomEvent<BuilderRequest>).detail;
      let found: ApduCommand;
      try {
        found = resolveCommand(spec, command);
      } catch {
        return; // not this app's command: the tool already answered why
      }
      latest.current(found, fields, p1, p2);
    };
    window.addEventListener(showInBuilderEvent, onRequest);
    return () => window.removeEventListener(showInBuilderEvent, onRequest);
  }, [spec]);
}
