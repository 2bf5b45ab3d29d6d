/**
 * The package registry the docs cite published packages on (npm), and the URL of one published version. A version on
 * npm never changes once published, so a page read against `name@version` can name it as it names a commit.
 */
export type PackageRegistry = 'npm';

/** One version of a package as the registry's site shows it. */
export const packageVersionUrl = (name: string, version: string): string => `https://www.npmjs.com/package/${name}/v/${version}`;
