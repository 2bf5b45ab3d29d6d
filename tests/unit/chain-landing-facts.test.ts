import {readdirSync, readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ledgerChains} from '../../src/data/chains';
import {apduSpecs} from '../../src/ledger/apdu/index';
import {loadChainFacts} from '../../src/plugins/chain-landing-pages/chainFactsLoader';
import {headingAnchor, latestSupported, type SupportedFile} from '@zondax/docs-core/chains/facts';
import {clientLibraries} from '../../data/ledger-apps/clients';
import {addressSnippet, installLine} from '@zondax/docs-core/ledger/clients/snippet';
import {generatedCodeColumns} from '@zondax/docs-core/text/codeColumns.mjs';
import {chainFactsToc} from '../../src/components/pages/ChainFacts/headings';

const root = path.join(__dirname, '../../data/ledger-apps');
const apps = JSON.parse(readFileSync(path.join(root, 'apps.json'), 'utf8'));

/** The latest list read straight from the files: latest.json, else the file with the highest version number. */
function latestFile(folder: string): {version: string; methods: number} | undefined {
  const dir = path.join(root, folder, 'supported');
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir);
  const pick = files.includes('latest.json')
    ? 'latest.json'
    : files
        .sort((a, b) => {
          const [am, an] = a.replace('.json', '').split('.').map(Number);
          const [bm, bn] = b.replace('.json', '').split('.').map(Number);
          return am - bm || an - bn;
        })
        .at(-1)!;
  const data = JSON.parse(readFileSync(path.join(dir, pick), 'utf8'));
  let methods = 0;
  for (const pallet of data.pallets) methods += pallet.methods.length;
  return {version: data.version, methods};
}

describe('chain landing facts equal the data files', () => {
  it.each(ledgerChains.map((c) => c.ledgerFolder))('%s', (folder) => {
    const facts = loadChainFacts(folder)!;
    const spec = apduSpecs[folder];
    const app = apps[folder];
    expect(facts.app?.version).toBe(app.appVersion);
    expect(facts.app?.devices).toEqual(app.devices);
    expect(facts.app?.date).toBe(app.date);
    expect(facts.app?.commitSource.url).toBe(`https://github.com/${app.repository}/tree/${app.commit}`);
    expect(facts.app?.devicesSource.url).toBe(`https://github.com/${app.repository}/blob/${app.commit}/${app.devicesFrom}`);
    // Issue 62: when the facts were last checked against the code, at the commit they were read at.
    expect(facts.app?.checkedAt).toBe(app.checkedAt);
    expect(facts.apdu.cla).toBe(spec.cla);
    expect(facts.apdu.coinType).toBe(spec.coinType);
    expect(facts.apdu.defaultPath).toBe(spec.defaultPath);
    expect(facts.apdu.instructions).toHaveLength(spec.commands.length);
    expect(facts.apdu.source.url).toContain(`https://github.com/${spec.repo}/blob/`);
    expect(facts.apdu.source.url.endsWith(`/${spec.sourceFile}`)).toBe(true);
    if (spec.codeCheck && !spec.codeCheck.repo) expect(facts.apdu.source.commit).toBe(spec.codeCheck.commit);
    const latest = latestFile(folder);
    if (latest) {
      expect(facts.supported?.version).toBe(latest.version);
      expect(facts.supported?.methods).toBe(latest.methods);
    } else {
      expect(facts.supported).toBeUndefined();
    }
  });

  it('an archived app says so, with the notice at the recorded commit and the app that replaces it; no other app does', () => {
    const archived = ledgerChains.map((c) => c.ledgerFolder).filter((f) => apps[f].archived);
    expect(archived.sort()).toEqual(['kusama', 'statemine', 'statemint']);
    for (const folder of ledgerChains.map((c) => c.ledgerFolder)) {
      const facts = loadChainFacts(folder)!;
      const app = apps[folder];
      if (!app.archived) {
        expect(facts.app?.archived, folder).toBeUndefined();
        continue;
      }
      expect(facts.app?.archived).toEqual({
        notice: {
          repository: app.repository,
          commit: app.commit,
          path: 'README.md',
          url: `https://github.com/${app.repository}/blob/${app.commit}/README.md`,
        },
        successor: 'polkadot',
      });
      expect(apps[facts.app!.archived!.successor!].archived).toBeUndefined();
    }
  });

  it('has no facts for a chain without a ledger-apps folder (none has a landing page today; the list allows it)', () => {
    expect(loadChainFacts(undefined)).toBeUndefined();
    expect(chainFactsToc(undefined)).toEqual([]);
  });
});

describe('client libraries', () => {
  it('only name folders that exist and send the class byte of the app they are listed for', () => {
    for (const [folder, clients] of Object.entries(clientLibraries)) {
      expect(apduSpecs[folder], folder).toBeDefined();
      for (const client of clients) expect(client.cla, `${folder}: ${client.name}`).toBe(apduSpecs[folder].cla);
    }
  });

  it('give an install line and an address call on the path of the APDU data', () => {
    const facts = loadChainFacts('acala')!;
    const [client] = facts.clients;
    expect(installLine(client)).toBe('npm install @zondax/ledger-substrate@1 @ledgerhq/hw-transport-node-hid');
    const code = addressSnippet(client, facts.apdu.defaultPath, facts.apdu.addressInstruction);
    expect(code).toContain("const app = newSubstrateApp(transport, 'Acala');");
    expect(code).toContain(`Sends INS_GET_ADDR (0x01) for ${apduSpecs.acala.defaultPath}`);

    const filecoin = loadChainFacts('filecoin')!;
    const fil = addressSnippet(filecoin.clients[0], filecoin.apdu.defaultPath, filecoin.apdu.addressInstruction);
    expect(fil).toContain("import {FilecoinApp} from '@zondax/ledger-filecoin';");
    // Over the width of generated code, the call takes one argument a line.
    expect(fil).toContain(`app.getAddressAndPubKey(\n  "${apduSpecs.filecoin.defaultPath}",\n);`);
  });

  it(`lay out every chain's address call as Prettier would at ${generatedCodeColumns} columns: one line when it fits, else one argument a line`, () => {
    const calls = ledgerChains.flatMap((chain) => {
      const facts = loadChainFacts(chain.ledgerFolder);
      return (facts?.clients ?? []).map((client) => addressSnippet(client, facts!.apdu.defaultPath, facts!.apdu.addressInstruction));
    });
    expect(calls.length).toBeGreaterThan(20);
    // Comments too: the instruction's line is cut between words.
    const long = calls.flatMap((code) => code.split('\n').filter((line) => line.length > generatedCodeColumns));
    expect(long).toEqual([]);
    const stacks = loadChainFacts('stacks')!;
    expect(addressSnippet(stacks.clients[0], stacks.apdu.defaultPath, stacks.apdu.addressInstruction)).toContain(
      `await app.getAddressAndPubKey(\n  "${apduSpecs.stacks.defaultPath}",\n  AddressVersion.MainnetSingleSig,\n);`,
    );
    const arweave = loadChainFacts('arweave')!;
    expect(addressSnippet(arweave.clients[0], arweave.apdu.defaultPath, arweave.apdu.addressInstruction)).toContain(
      'await app.getAddress();',
    );
  });

  it("name the command clients.ts says the call sends, also where the package's name differs from the app's", () => {
    const avalanche = loadChainFacts('avalanche')!;
    expect(avalanche.apdu.addressInstruction).toEqual({name: 'AVX_GET_PUBLIC_KEY', ins: 0x02});
    const code = addressSnippet(avalanche.clients[0], avalanche.apdu.defaultPath, avalanche.apdu.addressInstruction);
    expect(code).toContain(`// Sends AVX_GET_PUBLIC_KEY (0x02) for ${apduSpecs.avalanche.defaultPath}`);
  });
});

describe('supported lists', () => {
  const file = (name: string, version: string): SupportedFile => ({
    file: name,
    data: {version, source: {repository: 'Zondax/x', path: 'p'}, pallets: []},
  });

  it('pick the highest version and the one before it, numerically', () => {
    const chosen = latestSupported([file('1.9.json', '1.9'), file('1.10.json', '1.10'), file('1.2.json', '1.2')]);
    expect(chosen?.latest.data.version).toBe('1.10');
    expect(chosen?.previous?.data.version).toBe('1.9');
  });

  it('prefer latest.json and compare it with the closest older list', () => {
    const chosen = latestSupported([file('latest.json', '3.5'), file('3.1.json', '3.1'), file('4.0.json', '4.0')]);
    expect(chosen?.latest.file).toBe('latest.json');
    expect(chosen?.previous?.data.version).toBe('3.1');
  });

  it('link to the heading id Docusaurus gives "Changes since …"', () => {
    expect(headingAnchor('Changes since 2.80.x')).toBe('changes-since-280x');
  });
});

describe('address snippet without a path', () => {
  it('does not claim a path the call does not send', () => {
    const facts = loadChainFacts('arweave')!;
    const code = addressSnippet(facts.clients[0], facts.apdu.defaultPath, facts.apdu.addressInstruction);
    expect(code).toContain('// Sends INS_GET_ADDR (0x01) with an empty payload');
    expect(code).toContain('await app.getAddress();');
  });
});
