/**
 * get_chain: the facts a chain's landing page shows "at a glance" (chains/facts.ts, written into the
 * snapshot from the same loader as the page): app version and devices with the commit they were read at,
 * the derivation path, coin type, class byte and instructions, the supported-methods list, the client
 * libraries, and where each fact comes from.
 */
import type {ChainFacts} from '../chains/facts';
import type {Snapshot} from '../snapshot/snapshot';
import {chainArg, defineTool, jsonAnswer} from './define';
import {resolveChain} from './resolve';
import {repositoryUrl} from '../sourceHost';
import {byteHex} from '../ledger/apdu/hex';

/** The URL of a path of the site: its page's URL when the snapshot lists it (docs), else the site's origin and base URL before it. */
export function pageUrl(snapshot: Snapshot, permalink: string | undefined): string | undefined {
  if (!permalink) return undefined;
  const wanted = permalink.toLowerCase();
  const page = snapshot.manifest.pages.find((p) => p.permalink.toLowerCase() === wanted);
  return page?.url ?? `${snapshot.manifest.site.url.replace(/\/+$/, '')}${snapshot.manifest.site.baseUrl.replace(/\/+$/, '')}${permalink}`;
}

function describeFacts(snapshot: Snapshot, facts: ChainFacts) {
  const {app, apdu, supported, clients} = facts;
  const ledger = snapshot.manifest.catalog.ledger.routeBasePath;
  return {
    app: app && {
      version: app.version ?? null,
      date: app.date,
      devices: app.devices,
      repository: repositoryUrl(app.repository),
      readAt: {commit: app.commitSource.commit ?? null, url: app.commitSource.url, devicesFrom: app.devicesSource.url},
      ...(app.archived
        ? {
            archived: {
              notice: app.archived.notice.url,
              ...(app.archived.successor
                ? {successor: app.archived.successor, successorApdu: pageUrl(snapshot, `${ledger}/${app.archived.successor}/APDUSPEC`)}
                : {}),
            },
          }
        : {}),
    },
    apdu: {
      url: pageUrl(snapshot, `${ledger}/${facts.folder}/APDUSPEC`),
      cla: byteHex(apdu.cla),
      coinType: apdu.coinType,
      defaultPath: apdu.defaultPath,
      instructionCount: apdu.instructions.length,
      instructions: apdu.instructions.map(({name, ins, cla}) => ({
        name,
        ins: byteHex(ins),
        ...(cla === undefined ? {} : {cla: byteHex(cla)}),
      })),
      ...(apdu.addressInstruction ? {addressInstruction: {...apdu.addressInstruction, ins: byteHex(apdu.addressInstruction.ins)}} : {}),
      source: apdu.source.url,
    },
    ...(supported
      ? {
          supportedMethods: {
            version: supported.version,
            methods: supported.methods,
            pallets: supported.pallets,
            url: pageUrl(snapshot, `${ledger}/${facts.folder}/supported_latest`),
            source: supported.source.url,
          },
        }
      : {}),
    clients: clients.map((c) => ({
      package: c.name,
      version: c.version,
      repository: repositoryUrl(c.repository),
      addressMethod: c.address.method,
    })),
  };
}

export async function getChain(snapshot: Snapshot, text: string) {
  const chain = resolveChain(snapshot, text);
  const facts = chain.folder ? (await snapshot.readChainFacts())[chain.folder] : undefined;
  return {
    chain: chain.name,
    url: pageUrl(snapshot, chain.landingPath),
    ...(chain.folder ? {ledgerFolder: chain.folder} : {}),
    ...(facts ? describeFacts(snapshot, facts) : {note: `${chain.name} has no Ledger app documented on this site.`}),
  };
}

export const getChainTool = defineTool({
  name: 'get_chain',
  title: "A chain's Ledger app at a glance",
  description: () =>
    "The facts of a chain's landing page: the Ledger app's latest recorded version, release date and devices (with the commit they were read at), whether its repository is archived and which app replaces it, derivation path, coin type, class byte, instruction count, each instruction's name and INS byte (and its class byte where it is not the app's), its supported-methods list, and the client libraries that talk to it, each with its source.",
  inputSchema: {chain: chainArg},
  answer: async (snapshot, {chain}) => jsonAnswer(await getChain(snapshot, chain)),
});
