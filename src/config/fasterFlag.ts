/**
 * Docusaurus Faster's options live under `future.experimental_faster` up to 3.9 and under
 * `future.faster` from 3.10.0, where the old key stops the build. The config reads the installed
 * core's version so the same file builds on both (npm run upgrade:rehearse moves the packages only).
 */
import {createRequire} from 'node:module';

export type FasterKey = 'experimental_faster' | 'faster';

export function fasterKeyFor(coreVersion: string): FasterKey {
  const [major, minor] = coreVersion.split('.').map(Number);
  return major > 3 || (major === 3 && minor >= 10) ? 'faster' : 'experimental_faster';
}

export function installedCoreVersion(): string {
  const require = createRequire(__filename);
  return (require('@docusaurus/core/package.json') as {version: string}).version;
}
