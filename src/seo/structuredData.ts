/**
 * Structured data (schema.org JSON-LD) of documentation pages: a TechArticle and a
 * BreadcrumbList (Home → section → sidebar categories → page). Pure functions: the doc
 * metadata wrapper (src/theme/DocItem/Metadata) feeds them and the unit tests check them.
 */

export interface Crumb {
  name: string;
  /** Absolute URL; categories without a page of their own have none and are left out. */
  url?: string;
}

export interface DocPageFacts {
  title: string;
  description?: string;
  /** Canonical absolute URL of the page. */
  url: string;
  /** Absolute URL of the page's Markdown twin. */
  markdownUrl: string;
  /** Absolute URL of the social card. */
  imageUrl: string;
  /** Last update from git history (ms since epoch), when known. */
  lastUpdatedAt?: number | null;
  /** The docs section the page belongs to. */
  section?: {title: string; url: string};
  site: {name: string; url: string};
  publisher: {name: string; url: string; logoUrl: string};
  keywords?: readonly string[];
}

type JsonLd = Record<string, unknown>;

export function techArticle(facts: DocPageFacts): JsonLd {
  const organization = {
    '@type': 'Organization',
    name: facts.publisher.name,
    url: facts.publisher.url,
    logo: {'@type': 'ImageObject', url: facts.publisher.logoUrl},
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: facts.title,
    ...(facts.description ? {description: facts.description} : {}),
    url: facts.url,
    mainEntityOfPage: {'@type': 'WebPage', '@id': facts.url},
    inLanguage: 'en',
    image: facts.imageUrl,
    ...(facts.lastUpdatedAt ? {dateModified: new Date(facts.lastUpdatedAt).toISOString()} : {}),
    ...(facts.section ? {articleSection: facts.section.title} : {}),
    ...(facts.keywords && facts.keywords.length > 0 ? {keywords: facts.keywords.join(', ')} : {}),
    isPartOf: {'@type': 'WebSite', name: facts.site.name, url: facts.site.url},
    author: organization,
    publisher: organization,
    encoding: {'@type': 'MediaObject', encodingFormat: 'text/markdown', contentUrl: facts.markdownUrl},
  };
}

/**
 * The trail a reader sees, as schema.org wants it: every item but the last has a URL, no
 * URL appears twice in a row, and the page itself closes the list.
 */
export function breadcrumbTrail(
  home: Crumb,
  section: Crumb | undefined,
  sidebar: readonly Crumb[],
  page: Required<Crumb>,
): Required<Crumb>[] {
  const trail: Required<Crumb>[] = [];
  for (const crumb of [home, section, ...sidebar]) {
    if (!crumb?.url || crumb.url === page.url) continue;
    if (trail.some((c) => c.url === crumb.url)) continue;
    trail.push({name: crumb.name, url: crumb.url});
  }
  return [...trail, page];
}

export function breadcrumbList(trail: readonly Required<Crumb>[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({'@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url})),
  };
}

/** JSON for a <script type="application/ld+json">: '<' is escaped so the text can never close the script element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
