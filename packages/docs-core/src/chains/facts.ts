/**
 * The "at a glance" facts of a chain's landing page, each with the file and commit it comes from.
 * Pure and serialisable: the chain-landing plugin computes them at build time (so a landing page
 * ships its own few facts, not every app's data) and tests/unit/chain-landing-facts.test.ts checks
 * them against the data files.
 */
import type {ApduSpec} from '../ledger/apdu/schema';
import type {AppInfo, SupportedVersion} from '../ledger/supported/schema';
import type {ClientLibrary} from '../ledger/clients/library';
import {compareVersions} from '../ledger/supported/versions.mjs';
import {headingAnchor} from '../markdown/anchors.mjs';
import {releaseRows, type ReleaseRow, type ReleasesFile} from '../ledger/releases';

export interface SourceLink {
  /** owner/name on GitHub. */
  repository: string;
  /** File inside the repository; absent when the figure belongs to the commit as a whole. */
  path?: string;
  /** Full commit hash; absent when the data records none (the link then points at the default branch). */
  commit?: string;
  url: string;
}

export interface SupportedFacts {
  /** List version, e.g. '2.83'. */
  version: string;
  methods: number;
  pallets: number;
  source: SourceLink;
  /** The previous list the landing page links to, and the heading id of that diff on the latest page. */
  changes?: {since: string; anchor: string};
}

export interface ChainFacts {
  folder: string;
  app?: {
    version?: string;
    date: string;
    devices: string[];
    repository: string;
    /** The commit as a whole (version and date) and the file the device list was read from. */
    commitSource: SourceLink;
    devicesSource: SourceLink;
    /** Issue 62: when the facts were last checked against the code at commitSource's commit (apps.json checkedAt). */
    checkedAt?: string;
    /** The repository says it is archived (apps.json archived): the notice at that commit and the app that replaces it. */
    archived?: {notice: SourceLink; successor?: string};
  };
  apdu: {
    cla: number;
    coinType: number | null;
    defaultPath: string;
    /**
     * Every command of the APDU page, in its order, with its INS byte; `cla` only where the command uses another class
     * byte than the app's (Filecoin's INS_SIGN_PERSONAL_MESSAGE is a command under both 0x06 and 0xE0).
     */
    instructions: {name: string; ins: number; cla?: number}[];
    /** The instruction that returns an address (what a client's address call sends). */
    addressInstruction?: {name: string; ins: number};
    source: SourceLink;
  };
  supported?: SupportedFacts;
  clients: ClientLibrary[];
  /** Issue 62: the releases the app's repository tags, newest first, with instruction changes (src/ledger/releases.ts). */
  releases?: {readAt: string; rows: ReleaseRow[]};
}

export function sourceLink(repository: string, commit?: string, path?: string): SourceLink {
  const url = path ? blobUrl(repository, commit ?? 'HEAD', path) : treeUrl(repository, commit ?? 'HEAD');
  return {repository, commit, path, url};
}

import {blobUrl, treeUrl} from '../sourceHost';

export {headingAnchor} from '../markdown/anchors.mjs';

export interface SupportedFile {
  file: string;
  data: Pick<SupportedVersion, 'version' | 'source' | 'pallets'>;
}

/**
 * The list the supported_latest page shows and the one its "Changes since" section compares it with,
 * chosen as scripts/generate-ledger-pages.mjs chooses them: latest.json when present (compared with the
 * numbered list of the same version, else the closest older one), otherwise the two highest versions.
 */
export function latestSupported(files: readonly SupportedFile[]): {latest: SupportedFile; previous?: SupportedFile} | undefined {
  const numbered = files.filter((f) => f.file !== 'latest.json').sort((a, b) => compareVersions(a.data.version, b.data.version));
  if (numbered.length === 0) return undefined;
  const explicit = files.find((f) => f.file === 'latest.json');
  if (!explicit) return {latest: numbered.at(-1)!, previous: numbered.at(-2)};
  const same = numbered.find((f) => f.data.version === explicit.data.version);
  return {latest: explicit, previous: same ?? numbered.filter((f) => compareVersions(f.data.version, explicit.data.version) < 0).at(-1)};
}

export function supportedFacts(files: readonly SupportedFile[]): SupportedFacts | undefined {
  const chosen = latestSupported(files);
  if (!chosen) return undefined;
  const {latest, previous} = chosen;
  const {source} = latest.data;
  return {
    version: latest.data.version,
    methods: latest.data.pallets.reduce((n, p) => n + p.methods.length, 0),
    pallets: latest.data.pallets.filter((p) => p.methods.length > 0).length,
    source: sourceLink(source.repository, source.commit, source.path),
    changes: previous ? {since: previous.data.version, anchor: headingAnchor(`Changes since ${previous.data.version}.x`)} : undefined,
  };
}

/**
 * Where the APDU figures come from: the protocol document, at the commit the command list was checked
 * against (codeCheck), else at the commit apps.json records for the same repository.
 */
function apduSource(spec: ApduSpec, app: AppInfo | undefined): SourceLink {
  const commit = spec.codeCheck && !spec.codeCheck.repo ? spec.codeCheck.commit : app?.repository === spec.repo ? app.commit : undefined;
  return sourceLink(spec.repo, commit, spec.sourceFile);
}

/**
 * The command a client library's address call sends (clients.ts names it); without a client, the app's
 * first address command under its default class byte.
 */
export function addressInstruction(
  spec: Pick<ApduSpec, 'commands'>,
  client?: Pick<ClientLibrary, 'address'>,
): {name: string; ins: number} | undefined {
  const command = client
    ? spec.commands.find((c) => c.id === client.address.sends.command)
    : spec.commands.find((c) => c.cla === undefined && /addr|address/i.test(`${c.id} ${c.name}`));
  return command && {name: command.name, ins: command.ins};
}

export function chainFacts(input: {
  folder: string;
  spec: ApduSpec;
  app?: AppInfo;
  supported: readonly SupportedFile[];
  clients?: readonly ClientLibrary[];
  releases?: ReleasesFile;
}): ChainFacts {
  const {folder, spec, app} = input;
  return {
    folder,
    app: app && {
      version: app.appVersion,
      date: app.date,
      devices: [...app.devices],
      repository: app.repository,
      commitSource: sourceLink(app.repository, app.commit),
      devicesSource: sourceLink(app.repository, app.commit, app.devicesFrom),
      ...(app.checkedAt ? {checkedAt: app.checkedAt} : {}),
      ...(app.archived
        ? {archived: {notice: sourceLink(app.repository, app.commit, app.archived.notice), successor: app.archived.successor}}
        : {}),
    },
    apdu: {
      cla: spec.cla,
      coinType: spec.coinType,
      defaultPath: spec.defaultPath,
      instructions: spec.commands.map((c) => ({
        name: c.name,
        ins: c.ins,
        ...(c.cla !== undefined && c.cla !== spec.cla ? {cla: c.cla} : {}),
      })),
      addressInstruction: addressInstruction(spec, input.clients?.[0]),
      source: apduSource(spec, app),
    },
    supported: supportedFacts(input.supported),
    clients: [...(input.clients ?? [])],
    ...(input.releases?.releases.length ? {releases: {readAt: input.releases.readAt, rows: releaseRows(input.releases)}} : {}),
  };
}
