import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {writtenFor} from '../contracts';
import type {InternalsSetting} from '../../config/buildSettings';

export interface FrameworkVersions {
  docusaurusCore: string;
  /** The rspack that @docusaurus/faster bundles with; undefined when it is not installed. */
  rspack: string | undefined;
}

function versionOf(require: NodeJS.Require, name: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {version: string}).version;
  } catch {
    return undefined;
  }
}

/** The installed versions the contracts depend on (rspack as @docusaurus/faster resolves it). */
export function installedVersions(): FrameworkVersions {
  const here = createRequire(__filename);
  const faster = versionOf(here, '@docusaurus/faster') === undefined ? undefined : createRequire(here.resolve('@docusaurus/faster'));
  return {docusaurusCore: versionOf(here, '@docusaurus/core') ?? 'unknown', rspack: faster && versionOf(faster, '@rspack/core')};
}

/** True when these are the versions the contracts were written for: core exactly, rspack to the minor. */
export function isWrittenFor(versions: FrameworkVersions): boolean {
  return (
    versions.docusaurusCore === writtenFor.docusaurusCore && versions.rspack?.split('.').slice(0, 2).join('.') === writtenFor.rspackMinor
  );
}

export interface InternalsDecision {
  on: boolean;
  /** Printed loudly at build start when set. */
  warning?: string;
}

const describe = (v: FrameworkVersions) => `@docusaurus/core ${v.docusaurusCore} and @rspack/core ${v.rspack ?? '(not installed)'}`;
const expected = `@docusaurus/core ${writtenFor.docusaurusCore} and @rspack/core ${writtenFor.rspackMinor}.x`;

/** Whether the layer is built: `auto` follows the versions, `on` and `off` are obeyed (`on` warns on other versions). */
export function decideInternals(setting: InternalsSetting, versions: FrameworkVersions): InternalsDecision {
  if (setting === 'off') return {on: false};
  if (isWrittenFor(versions)) return {on: true};
  if (setting === 'on') {
    return {
      on: true,
      warning: `DOCS_INTERNALS=on with ${describe(versions)}; src/internals was written for ${expected}. A broken contract fails the build.`,
    };
  }
  return {
    on: false,
    warning:
      `Framework internals are OFF: installed ${describe(versions)}, but src/internals was written for ${expected}. ` +
      "Building with Docusaurus's own routing, preloading and prefetching. DOCS_INTERNALS=on forces the layer (its contracts then fail loudly).",
  };
}
