/**
 * The source-hosting site every repository the docs cite lives on (the provider's and upstream ones), and the URL
 * shapes of a repository, a commit's tree and a file at a commit. The site's provider settings (src/data/site.ts)
 * take the host from here, so the pages, the tools and the records name one host.
 */
export const sourceHost = 'https://github.com';

/** owner/name → the repository's page. */
export const repositoryUrl = (repository: string): string => `${sourceHost}/${repository}`;

/** The repository's files at `ref` (a commit, or HEAD). */
export const treeUrl = (repository: string, ref: string): string => `${repositoryUrl(repository)}/tree/${ref}`;

/** One file of the repository at `ref`. */
export const blobUrl = (repository: string, ref: string, path: string): string => `${repositoryUrl(repository)}/blob/${ref}/${path}`;
