/**
 * Cross-checks of the ledger-apps content against src/data/chains.ts, the only list of chains,
 * and the APDU data index derived from it. Used by scripts/generate-ledger-pages.mjs (which runs
 * before every build) so that a missing or unfinished file stops the build with an instruction,
 * and by tests/unit/chain-check.test.ts.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

/** Left in every file `npm run new:chain` scaffolds; nothing builds while one remains. */
export const SCAFFOLD_MARKER = 'TODO(new:chain)';

/** Folders under data/ledger-apps that hold shared building blocks, not a chain. */
const SHARED_DATA_FOLDERS = new Set(['shared']);

/** Generated pages the check neither requires nor scans (scripts/generate-ledger-pages.mjs writes them). */
const GENERATED_PAGE = /^supported_.*\.mdx$/;

/**
 * Loads chains.ts and chainLogos.ts with jiti, the TypeScript loader Docusaurus uses for its own
 * config, so this plain-Node script reads the one list instead of a copy.
 */
export function loadChainList(root) {
  const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true, requireCache: false});
  const {chains, ledgerRepository} = load(path.join(root, 'src/data/chains.ts'));
  const {chainLogoPaths} = load(path.join(root, 'src/data/chainLogos.ts'));
  const {sectionFacts} = load(path.join(root, 'src/data/sectionFacts.ts'));
  return {chains, ledgerRepository, chainLogoPaths, ledgerAppsSidebarId: sectionFacts['ledger-apps'].sidebarId};
}

const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, {withFileTypes: true})
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * Every disagreement between the chain list and the files, as instructions for the author.
 * An empty array means the content matches the list.
 */
export function checkChains({root, chains, ledgerRepository, chainLogoPaths}) {
  const problems = [];
  const dataRoot = path.join(root, 'data/ledger-apps');
  const docsRoot = path.join(root, 'docs/ledger-apps');
  const appsFile = path.join(dataRoot, 'apps.json');
  const apps = existsSync(appsFile) ? JSON.parse(readFileSync(appsFile, 'utf8')) : {};
  const upstreamFile = path.join(dataRoot, 'upstream.json');
  const upstream = existsSync(upstreamFile) ? JSON.parse(readFileSync(upstreamFile, 'utf8')) : {};
  const chainsFile = path.join(root, 'src/data/chains.ts');
  const rel = (p) => path.relative(root, p);
  const unfinished = (file) => existsSync(file) && readFileSync(file, 'utf8').includes(SCAFFOLD_MARKER);

  if (unfinished(chainsFile))
    problems.push(
      `src/data/chains.ts still contains ${SCAFFOLD_MARKER}: write the new chain's description (and website) and remove the marker.`,
    );

  const folders = new Map();
  for (const chain of chains) {
    if (!chain.ledgerFolder) continue;
    const folder = chain.ledgerFolder;
    if (!/^[a-z][a-z0-9]*$/.test(folder)) problems.push(`${chain.name}: ledgerFolder '${folder}' must be lower-case letters and digits.`);
    if (folders.has(folder))
      problems.push(`${chain.name} and ${folders.get(folder)} both have ledgerFolder '${folder}' in src/data/chains.ts.`);
    folders.set(folder, chain.name);

    const apdu = path.join(dataRoot, folder, 'apdu.ts');
    if (!existsSync(apdu))
      problems.push(
        `add ${rel(apdu)}: the APDU data of the ${chain.name} app (npm run new:chain scaffolds it; a Substrate app needs only substrateSpec() from data/ledger-apps/shared/substrate.ts).`,
      );
    else if (unfinished(apdu))
      problems.push(`complete ${rel(apdu)}: replace every ${SCAFFOLD_MARKER} with facts from the app's docs/APDUSPEC.md.`);
    // Issue 62: status words read in the app's code, and where the upstream check follows its repository.
    const statusWords = path.join(dataRoot, folder, 'statusWords.ts');
    if (unfinished(statusWords))
      problems.push(
        `complete ${rel(statusWords)}: replace every ${SCAFFOLD_MARKER} with the status words the app's code defines at its apps.json commit.`,
      );
    if (upstream[folder] && JSON.stringify(upstream[folder]).includes(SCAFFOLD_MARKER))
      problems.push(
        `complete the ${folder} entry of data/ledger-apps/upstream.json: the branch the app's releases come from and the file with APPVERSION_M/N/P.`,
      );

    const docs = path.join(docsRoot, folder);
    const pages = existsSync(docs) ? readdirSync(docs).filter((f) => /\.mdx?$/.test(f) && !GENERATED_PAGE.test(f)) : [];
    if (!pages.some((f) => /^APDU/.test(f)))
      problems.push(`add ${rel(docs)}/APDUSPEC.mdx: the APDU page of the ${chain.name} app (npm run new:chain scaffolds it).`);
    for (const page of pages)
      if (unfinished(path.join(docs, page)))
        problems.push(`complete ${rel(docs)}/${page}: replace every ${SCAFFOLD_MARKER} with your own text.`);

    const app = apps[folder];
    const repository = ledgerRepository(folder);
    if (!app) {
      problems.push(
        `add an entry for ${folder} to data/ledger-apps/apps.json: repository "${repository}", appVersion, devices, devicesFrom, commit and date of the snapshot the pages describe.`,
      );
    } else {
      if (JSON.stringify(app).includes(SCAFFOLD_MARKER))
        problems.push(
          `complete the ${folder} entry of data/ledger-apps/apps.json: replace every ${SCAFFOLD_MARKER} with the app's facts at one commit.`,
        );
      if (app.repository !== repository)
        problems.push(
          `data/ledger-apps/apps.json: ${folder} names repository "${app.repository}" but src/data/chains.ts says "${repository}" (ledgerRepo); fix whichever is wrong.`,
        );
    }
  }

  for (const folder of subfolders(dataRoot)) {
    if (!SHARED_DATA_FOLDERS.has(folder) && !folders.has(folder))
      problems.push(
        `data/ledger-apps/${folder}/ belongs to no chain: give a chain in src/data/chains.ts ledgerFolder '${folder}' (npm run new:chain), or remove the folder.`,
      );
  }
  for (const folder of subfolders(docsRoot)) {
    if (!folders.has(folder))
      problems.push(
        `docs/ledger-apps/${folder}/ belongs to no chain: give a chain in src/data/chains.ts ledgerFolder '${folder}' (npm run new:chain), or remove the folder.`,
      );
  }
  for (const folder of Object.keys(apps)) {
    if (!folders.has(folder))
      problems.push(
        `data/ledger-apps/apps.json has an entry for '${folder}', which is no chain's ledgerFolder in src/data/chains.ts: remove it or fix the key.`,
      );
  }

  for (const chain of chains) {
    if (!chain.logo) {
      problems.push(`${chain.name}: add a logo to its entry in src/data/chains.ts (monogram('XY') when the icon set has none).`);
      continue;
    }
    const {light, dark} = chainLogoPaths(chain);
    const missing = [light, dark].filter((p) => !existsSync(path.join(root, 'static', p)));
    if (missing.length)
      problems.push(
        `${chain.name}: ${missing.map((p) => `static${p}`).join(' and ')} missing: run node scripts/copy-chain-logos.mjs and commit static/img/chains/.`,
      );
  }
  return problems;
}

/** Source of src/ledger/apdu/index.generated.ts: one import per ledger folder of the list. */
export function apduIndexSource(chains) {
  const folders = chains
    .map((c) => c.ledgerFolder)
    .filter(Boolean)
    .sort();
  const id = (folder) => `${folder}Spec`;
  return [
    '// Generated by scripts/generate-ledger-pages.mjs from the ledgerFolder entries of src/data/chains.ts. Do not edit.',
    "import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';",
    ...folders.map((f) => `import ${id(f)} from '../../../data/ledger-apps/${f}/apdu';`),
    '',
    'export const apduSpecs: Readonly<Record<string, ApduSpec>> = {',
    ...folders.map((f) => `  ${f}: ${id(f)},`),
    '};',
    '',
  ].join('\n');
}
