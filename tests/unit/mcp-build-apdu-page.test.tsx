/**
 * Issue 60 item 5, "same bytes as the page": build_apdu given only a command (every field and P1/P2 left
 * out) answers the bytes the page's builder shows when it opens on that command, for every command of
 * every app; where the builder shows errors instead, the tool refuses with the same reasons.
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {useLedgerSnapshot} from './fixtures/ledgerSnapshot';
import {buildApdu} from '@zondax/docs-core/tools/apdu';
import {apduSpecs} from '../../src/ledger/apdu';
import {specLedgerFolders, specLedgerFoldersBeyond} from '../spec/spec-routes';
import {ApduBuilder} from './fixtures/apduBuilderPage';
import {builderShows} from './fixtures/builderMarkup';

// The MCP server answers from the snapshot the build writes (JSON).
const ledger = useLedgerSnapshot();

/** What the builder shows on first render: its APDUs, or its error list. */
const firstRender = (folder: string, commandId: string) =>
  builderShows(renderToStaticMarkup(<ApduBuilder spec={apduSpecs[folder]} initialCommand={commandId} />));

describe('build_apdu with only the command equals the page builder opened on it', () => {
  for (const [folder, spec] of Object.entries(apduSpecs)) {
    it(`${folder}: every command`, () => {
      for (const command of spec.commands) {
        const page = firstRender(folder, command.id);
        const where = `${folder} ${command.id}`;
        if (page.apdus.length) {
          expect(buildApdu(ledger.current, {chain: folder, command: command.id}).apdus, where).toEqual(page.apdus);
        } else {
          expect(page.errors.length, `${where}: the builder shows neither bytes nor errors`).toBeGreaterThan(0);
          expect(() => buildApdu(ledger.current, {chain: folder, command: command.id}), where).toThrow(page.errors[0]);
        }
      }
    });
  }

  it("covers every ledger-apps folder (the spec list and the documented additions) and every command's first render", () => {
    expect(Object.keys(apduSpecs).sort()).toEqual([...specLedgerFolders, ...specLedgerFoldersBeyond].sort());
    const withBytes = Object.entries(apduSpecs).flatMap(([folder, spec]) =>
      spec.commands.filter((c) => firstRender(folder, c.id).apdus.length),
    );
    expect(withBytes.length).toBeGreaterThan(150);
  });
});
