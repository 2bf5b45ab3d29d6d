/**
 * A search record: one heading or paragraph of a page, in the shape the DocSearch crawler gives
 * Algolia (so the same records feed the local index and an Algolia upload). The site's build makes
 * them from its HTML (src/plugins/local-search/records.ts); indexFormat.ts turns them into the index.
 */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export type LevelKey = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<LevelKey, string | null>;

export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /**
   * Identifiers found in code blocks under this heading (snake_case, camelCase, dotted
   * paths, hex codes, CLI flags), space-separated: low-weight search terms, never shown.
   */
  code?: string | null;
  /** Facets Docusaurus emits as docsearch:* meta tags. */
  language: string;
  docusaurus_tag: string;
  version: string[];
  /** Facet: the chains a page is about (see chainsOfPage); absent when none. */
  chain?: string[];
  /** Ranking hints, as the DocSearch crawler sets them. */
  weight: {pageRank: number; level: number; position: number};
}
