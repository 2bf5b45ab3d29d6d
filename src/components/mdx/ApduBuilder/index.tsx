/**
 * <ApduBuilder> on an APDU page: @zondax/apdu-ui's builder and decoder (the same components the MCP App frame of the
 * APDU tools renders) with the site's parts (./siteParts.tsx), its values kept in the page address
 * (./useBuildChoice.ts), a neutral placeholder until a `?build=` link has opened (./opening.ts), what an agent built
 * through WebMCP (./useShownByAgent.ts), and the Send panel.
 */
import React, {useMemo, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {buildFromState, builderAnchor, parseBuildState, startingState} from '@zondax/docs-core/ledger/apdu/buildChoice';
import {ApduBuilder as Builder, BuilderPartsProvider, builderStyles, Decoded, defaultOpening, useApduBuilder} from '@zondax/apdu-ui';
import {clientLibraries} from '@site/data/ledger-apps/clients';
import {markdownSkipAttribute} from '@site/src/plugins/markdown-export/paths';
import SendPanelSlot from './SendPanelSlot';
import {siteParts} from './siteParts';
import {openingScript} from './opening';
import {useBuildChoice} from './useBuildChoice';
import {useShownByAgent} from './useShownByAgent';
import styles from './page.module.css';

interface Props {
  spec: ApduSpec;
  /** Command selected first; defaults to the first buildable command that takes a path. */
  initialCommand?: string;
}

/**
 * Interactive APDU builder and response decoder for one app. Everything is computed in the
 * browser from the spec data; the Send panel (./SendPanel, loaded when opened) sends the APDUs on request.
 */
export default function ApduBuilder({spec, initialCommand}: Props): React.ReactElement {
  const location = useLocation();
  // Hydrating, the first render must be the static HTML's (no query); a builder shown later (a move inside the
  // site to a `?build=` link) opens on the address at once.
  const hydrated = useIsBrowser();
  const model = useApduBuilder(spec, () => {
    const fromAddress = hydrated ? parseBuildState(location.search, spec) : undefined;
    if (fromAddress) return {state: fromAddress};
    const chosen = spec.commands.find((c) => c.id === initialCommand);
    return chosen ? {state: startingState(spec, chosen)} : defaultOpening(spec);
  });
  const [sendOpen, setSendOpen] = useState(false);
  const builderRef = useRef<HTMLDivElement>(null);
  const commandRef = useRef<HTMLSelectElement>(null);
  const sendId = `${builderAnchor}-send`;
  // "Build this command" links name this anchor; the build's anchor check must know it exists.
  useBrokenLinks().collectAnchor(builderAnchor);
  const {complete, writeNow} = useBuildChoice(model, {builder: builderRef, command: commandRef});
  const pickCommand = (id: string) => {
    const next = spec.commands.find((c) => c.id === id);
    if (next) writeNow(startingState(spec, next));
  };
  // What an agent built on this page through WebMCP (src/webmcp) opens here, and in the address.
  useShownByAgent(spec, (next, fields, p1, p2) => {
    const start = startingState(spec, next);
    const state = {
      ...start,
      fields: {...start.fields, ...fields},
      p1: p1 === undefined ? '' : String(p1),
      p2: p2 === undefined ? '' : String(p2),
    };
    model.open({state});
    writeNow(state);
    builderRef.current?.scrollIntoView({block: 'nearest'});
  });
  // The Send panel sends exactly the builder's APDUs.
  const build = useMemo(() => buildFromState(spec, model.command, model.state), [spec, model.command, model.state]);

  return (
    <div className={styles.box}>
      {/* In the static HTML only (runs before the first paint); gone once hydrated, and never rendered client-side. */}
      {!hydrated && <script dangerouslySetInnerHTML={{__html: openingScript}} />}
      <p className={styles.opening} hidden {...{[markdownSkipAttribute]: ''}}>
        <span className={styles.waiting}>Opening the builder on the command and values in this page&apos;s address…</span>
        <span className={styles.late}>
          The page&apos;s scripts have not started, so the builder below shows its first command, not the one in this page&apos;s address.
          Reload the page to try again.
        </span>
      </p>
      <BuilderPartsProvider parts={siteParts}>
        <Builder
          model={model}
          client={clientLibraries[spec.folder]?.[0]}
          id={builderAnchor}
          rootRef={builderRef}
          commandRef={commandRef}
          onCommandPicked={pickCommand}
          className={styles.builder}
          actions={
            <button
              type="button"
              className={`button button--outline button--primary button--sm ${styles.sendToggle}`}
              aria-expanded={sendOpen}
              aria-controls={sendOpen ? sendId : undefined}
              onClick={() => setSendOpen(!sendOpen)}
            >
              {sendOpen ? 'Close the Send panel' : 'Send to a device or emulator'}
            </button>
          }
        >
          {!complete && (
            <p className={builderStyles.hint}>
              These values are too long to keep in the page address: a link to this page opens {model.command.name} with its example values.
            </p>
          )}
          {sendOpen && (
            <div id={sendId}>
              <SendPanelSlot spec={spec} command={model.command} build={build} Decoded={Decoded} />
            </div>
          )}
        </Builder>
      </BuilderPartsProvider>
    </div>
  );
}
