// Lint rules for the TypeScript, React and Node sources. Prettier owns formatting (.prettierrc.json),
// so no stylistic rules here. `npm run lint` runs both in CI.
import {fileURLToPath} from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import createJiti from 'jiti';
import {createNodeResolver, importX} from 'eslint-plugin-import-x';
import {
  importBoundaries,
  apduUiRestrictedImports,
  coreRestrictedImports,
  docsMcpWebModules,
  edgeRestrictedImports,
  privateShapeImports,
} from './eslint.boundaries.mjs';

// The sections' routes, read from their one list (src/data/sections.ts) with the loader Docusaurus reads its config with.
const jiti = createJiti(import.meta.url);
const {sections} = jiti('./src/data/sections.ts');
const {escapeRegex} = jiti('./packages/docs-core/src/text/escapeRegex.ts');
// Between the selector's slashes, a slash is escaped too.
const sectionRoute = `^(${sections.map((s) => escapeRegex(s.routeBasePath).replace(/\//g, '\\/')).join('|')})(\\/|$)`;

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-hosting/**',
      'packages/*/dist/**',
      '.docusaurus*/**',
      'node_modules/**',
      'test-results/**',
      'test-results-faults/**',
      'playwright-report/**',
      'playwright-report-faults/**',
      'bench-results/**',
      'static/**',
      '**/*.generated.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      // Types are checked by tsc (npm run typecheck); these duplicate it or fight Docusaurus's module aliases.
      'no-undef': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'packages/apdu-ui/{src,app}/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/**/*.tsx', 'packages/apdu-ui/{src,app}/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The default depth (2) stops short of ThemeChoice's option names (label > icon-and-name pill > name).
      'jsx-a11y/label-has-associated-control': ['error', {depth: 3}],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node}},
    rules: {'@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', caughtErrors: 'none'}]},
  },
  {
    // CommonJS modules (a bundler loader) have only require().
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}', 'static/**/*.js', 'packages/apdu-ui/{src,app}/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    // The browser tests share one browser context per worker; the fixture module's test completes its reset.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures': its context fixture completes the reset of the reused browser context.",
            },
          ],
        },
      ],
    },
  },
  {
    // vitest.build.config.mts runs these files without isolation (they share imported modules): a file that mocked
    // a module, stubbed or set a global, faked the timers or changed the environment would change the files after it.
    files: ['tests/build/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubGlobal|stubEnv|spyOn|useFakeTimers|resetModules)$/]",
          message: 'tests/build runs without isolation (vitest.build.config.mts): mock in a unit test instead.',
        },
        {
          selector: [
            "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
            "UnaryExpression[operator='delete'] > MemberExpression[object.object.name='process'][object.property.name='env']",
            "CallExpression[callee.object.name='Object'][callee.property.name='assign'][arguments.0.object.name='process'][arguments.0.property.name='env']",
          ].join(', '),
          message:
            'tests/build runs without isolation (vitest.build.config.mts): pass the value to the code under test, or set it for a child process.',
        },
        {
          selector: 'AssignmentExpression > MemberExpression.left[object.name=/^(globalThis|window|navigator|document)$/]',
          message: 'tests/build runs without isolation (vitest.build.config.mts): a global set here stays set for the files after it.',
        },
      ],
    },
  },
  {
    // Imports flow one way (eslint.boundaries.mjs): docs-core at the bottom, data and the typed lists
    // above it, the site, docs-mcp and the scripts on top; nothing imports tests.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: {'import-x': importX},
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.d.mts', '.mjs', '.js', '.json'],
          conditionNames: ['import', 'require', 'default'],
          tsconfig: {configFile: fileURLToPath(new URL('tsconfig.json', import.meta.url))},
        }),
      ],
    },
    rules: {'import-x/no-restricted-paths': ['error', {zones: importBoundaries}]},
  },
  {
    // A link into a docs section is built from src/data/sections.ts (sectionEntryPath, sectionPagePath, ledgerAppPath), so
    // a section's route is written once: SPEC 2.2 fixes them today, and a moved section then needs one change.
    files: ['src/**/*.{ts,tsx,mjs,js}'],
    ignores: ['src/data/sections.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=/${sectionRoute}/], TemplateLiteral > TemplateElement:first-child[value.raw=/${sectionRoute}/]`,
          message:
            "A section's route is written once, in src/data/sections.ts: build the path with sectionEntryPath, sectionPagePath or ledgerAppPath.",
        },
      ],
    },
  },
  {
    // Docusaurus's private shapes only in src/internals, each behind a contract.
    files: ['src/**/*.{ts,tsx,mjs,js}', 'docusaurus.config.ts'],
    ignores: ['src/internals/**'],
    rules: {'no-restricted-imports': ['error', privateShapeImports]},
  },
  {
    // What a browser or a worker runs from docs-core: no framework, no Node-only API.
    files: ['packages/docs-core/src/**'],
    rules: {'no-restricted-imports': ['error', coreRestrictedImports]},
  },
  {
    // What the edge Worker runs (packages/docs-edge, and the modules of docs-mcp it imports): workerd, no Node built-in.
    files: ['packages/docs-edge/src/**', ...docsMcpWebModules.map((file) => `packages/docs-mcp/src/${file}`)],
    rules: {'no-restricted-imports': ['error', edgeRestrictedImports]},
  },
  {
    // The builder's components and the MCP App frame: React, no Docusaurus, no Node (its bundler script is Node's).
    files: ['packages/apdu-ui/{src,app}/**'],
    rules: {'no-restricted-imports': ['error', apduUiRestrictedImports]},
  },
  {
    // The service worker's code (plain JavaScript, bundled by src/plugins/service-worker) and what it shares with the page.
    files: ['src/pwa/**/*.mjs'],
    languageOptions: {globals: {...globals.serviceworker}},
  },
);
