// The import boundaries of the repository, enforced by ESLint (eslint.config.mjs) and explained by the
// messages below, so the next engineer learns the rule from the first wrong import. Layers, bottom up:
//   packages/docs-core   the domain logic every runtime shares (page, Node server, edge worker, MCP App, WebMCP)
//   packages/apdu-ui     the APDU builder's React components, shared by the site's pages and the MCP App frame:
//                        core and React only, no Docusaurus (the page hands its parts in through an adapter)
//   data/, src/data/     the facts and the typed lists (sections, chains, site): core only, and each other
//   src/ (the site), packages/docs-mcp, scripts/   on top: they import core and data (the site also apdu-ui);
//                        the site and docs-mcp never import each other, only core (docs-mcp serves the App's
//                        frame from the snapshot, as HTML, without importing its components)
//   packages/docs-edge   the edge Worker: core and docs-mcp's Web-standard modules (the fetch handler and the
//                        server), no Node built-in; the site's facts reach it as data the host kit writes
//   tests/               import anything; nothing imports them
// tests/unit/import-boundaries.test.ts feeds ESLint a wrong import of each kind.
import {builtinModules} from 'node:module';

const core = 'packages/docs-core is the bottom layer: it imports only itself (and npm packages that run in a browser or worker).';
const edge =
  "packages/docs-edge runs in workerd: it imports docs-core and docs-mcp's Web-standard modules (src/fetchHandler.ts, src/server.ts) only; the build's facts reach it as data (build-hosting/worker-site.json, written by src/plugins/hosting).";

/** docs-mcp's modules that run in any runtime (Web APIs only): the edge Worker imports them; the rest is Node's. */
export const docsMcpWebModules = ['fetchHandler.ts', 'server.ts', 'resources.ts', 'prompts.ts', 'serverInfo.ts', 'perSnapshot.ts'];

const apduUi =
  "packages/apdu-ui is the APDU builder shared by the site's pages and the MCP App frame: it imports docs-core, React and ext-apps only. What the page does differently comes in through BuilderParts (src/components/mdx/ApduBuilder/siteParts.tsx).";

/** import-x/no-restricted-paths zones: `target` files may not import `from` (minus `except`, relative to from). */
export const importBoundaries = [
  {
    target: './packages/docs-core',
    from: [
      './src',
      './data',
      './scripts',
      './tests',
      './packages/docs-mcp',
      './packages/docs-edge',
      './packages/apdu-ui',
      './docusaurus.config.ts',
    ],
    message: core,
  },
  {
    target: './packages/docs-edge',
    from: ['./src', './data', './scripts', './tests', './packages/apdu-ui', './docusaurus.config.ts'],
    message: edge,
  },
  {
    target: './packages/docs-edge',
    from: './packages/docs-mcp',
    except: [...docsMcpWebModules.map((file) => `./src/${file}`), './package.json'],
    message: edge,
  },
  {
    target: './packages/apdu-ui',
    from: ['./src', './data', './scripts', './tests', './packages/docs-mcp', './packages/docs-edge', './docusaurus.config.ts'],
    message: apduUi,
  },
  {
    target: './data',
    from: './src',
    except: ['./data'],
    message:
      'data/ holds facts: it imports docs-core (schemas, types) and the typed lists in src/data only, never site components or code.',
  },
  {
    target: './data',
    from: ['./scripts', './tests', './packages/docs-mcp', './packages/docs-edge', './packages/apdu-ui'],
    message: 'data/ holds facts: it imports docs-core and src/data only.',
  },
  {
    target: './src/data',
    from: './src',
    except: ['./data'],
    message: 'src/data holds the typed sources of truth (sections, chains, site): they import docs-core, data/ and each other only.',
  },
  {
    target: ['./src', './docusaurus.config.ts', './sidebars'],
    from: ['./scripts', './tests', './packages/docs-mcp', './packages/docs-edge'],
    message:
      'The site does not import scripts/, tests/, docs-mcp or docs-edge: shared logic belongs in packages/docs-core; test-only build code is wired in by a test config (tests/fixtures/faults.config.ts).',
  },
  {
    // The barrel re-exports index.generated.ts, which imports every app's data file: a page that imported it
    // shipped all of them (about 180 KB of script on each chain page).
    target: ['./src/components', './src/theme', './src/pages'],
    from: ['./src/ledger/apdu/index.ts', './src/ledger/apdu/index.generated.ts'],
    message:
      "src/ledger/apdu/index.ts carries every app's APDU data: a page imports one app's data file (data/ledger-apps/<folder>/apdu) and docs-core's functions; a table of every app reads figures a plugin computes at build time (@generated/chain-landing-pages/default/apduFacts.json).",
  },
  {
    target: './packages/docs-mcp',
    from: ['./src', './data', './scripts', './tests', './packages/docs-edge', './packages/apdu-ui', './docusaurus.config.ts'],
    message:
      "docs-mcp reads what the site build leaves (the snapshot, the MCP App's frame as HTML) and shares logic with the site only through packages/docs-core.",
  },
  {
    target: './scripts',
    from: './tests',
    message:
      'Nothing imports tests/: move what a script needs into scripts/lib or packages/docs-core (a test-only tool belongs under tests/).',
  },
];

const nodeBuiltins = builtinModules.filter((m) => !m.startsWith('_'));

/** no-restricted-imports options for docs-core's sources: no React, no Docusaurus, no Node-only API. */
export const coreRestrictedImports = {
  paths: nodeBuiltins.map((name) => ({name, message: `${core} Node's ${name} is not in a browser or a worker.`})),
  patterns: [
    {group: ['node:*'], message: `${core} Node's built-in modules are not in a browser or a worker.`},
    {group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: `${core} React belongs to the site (src/).`},
    {group: ['@docusaurus/*', '@theme/*', '@generated/*', '@site/*'], message: `${core} Docusaurus belongs to the site (src/).`},
  ],
};

/** no-restricted-imports options for what runs in workerd (docs-edge's sources, docs-mcp's Web-standard modules): no Node built-in. */
export const edgeRestrictedImports = {
  paths: nodeBuiltins.map((name) => ({name, message: `${edge} Node's ${name} is not in workerd.`})),
  patterns: [{group: ['node:*'], message: `${edge} Node's built-in modules are not in workerd.`}],
};

/** no-restricted-imports options for apdu-ui's components and frame: React is theirs, Docusaurus and Node are not. */
export const apduUiRestrictedImports = {
  paths: nodeBuiltins.map((name) => ({name, message: `${apduUi} Node's ${name} is not in a browser.`})),
  patterns: [
    {group: ['node:*'], message: `${apduUi} Node's built-in modules are not in a browser.`},
    {
      group: ['@docusaurus/*', '@theme/*', '@theme-original/*', '@generated/*', '@site/*'],
      message: `${apduUi} Docusaurus belongs to the site (src/).`,
    },
  ],
};

/**
 * no-restricted-imports options for the site outside src/internals: a private shape of Docusaurus (its
 * internal exports, files under a package's lib/, generated modules) is read only in src/internals, behind
 * a named contract (src/internals/contracts.ts). The site's own generated data (@generated/prism-on-demand, the
 * grammars; @generated/mcp-snapshot, the MCP server's tool list; @generated/chain-landing-pages, the Ledger apps
 * overview's figures) is not Docusaurus's.
 */
export const privateShapeImports = {
  patterns: [
    {
      group: ['@docusaurus/*/internal', '@docusaurus/*/lib/*', '@docusaurus/*/src/*'],
      message: 'A private shape of Docusaurus: read it in src/internals, behind a contract (src/internals/README.md).',
    },
    {
      group: ['@generated/*', '!@generated/prism-on-demand', '!@generated/mcp-snapshot', '!@generated/chain-landing-pages'],
      message: "Docusaurus's generated modules are read in src/internals only (src/internals/client/generatedModules.ts).",
    },
  ],
};
