/**
 * The line under a search modal row. DocSearch shows a paragraph's or a sub-heading's page title there (`hierarchy.lvl1`)
 * and nothing of the heading it sits under, so two rows with the same words under two headings of one page (an APDU
 * specification's "ACCOUNT · 4 · first APDU" under INS_GET_PUBLIC_KEY and under INS_GET_ADDRESS) looked the same and
 * led to different places. This names the nearest heading above the row after the page title, as /search's breadcrumb
 * does. DocSearch renders the line from `_snippetResult.hierarchy.lvl1.value` (HTML), so that is what changes.
 */
import type {DocSearchHit} from '@docsearch/react';
import {escapeHtml} from '@zondax/docs-core/text/escapeHtml.mjs';

const headingLevels = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = 'lvl1' | (typeof headingLevels)[number];

/** A level's text as HTML: its highlighted snippet when the engine gave one, else the (escaped) raw text. */
const levelHtml = (hit: DocSearchHit, level: Level): string => hit._snippetResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level] ?? '';

/**
 * The nearest heading above a hit: for a paragraph the deepest heading it has, for a heading its closest parent below
 * the page title (none for an h2, whose parent is the page).
 */
export function parentHeadingLevel(hit: Pick<DocSearchHit, 'type' | 'hierarchy'>): Level | undefined {
  const depth = hit.type === 'content' ? headingLevels.length : headingLevels.indexOf(hit.type as (typeof headingLevels)[number]);
  return headingLevels
    .slice(0, Math.max(depth, 0))
    .filter((level) => hit.hierarchy[level])
    .pop();
}

/**
 * The hit with its path line reading "Page title › Heading" where it sits under a heading, else as it was. Takes a hit
 * whose raw hierarchy is already escaped (the modal's transformItems escapes it first); returns a new object.
 */
export function withHeadingInPath<T extends DocSearchHit>(hit: T, separator = ' › '): T {
  const parent = parentHeadingLevel(hit);
  if (!parent || !hit.hierarchy.lvl1) return hit;
  const lvl1 = hit._snippetResult?.hierarchy?.lvl1 ?? {matchLevel: 'none' as const, matchedWords: []};
  const value = `${levelHtml(hit, 'lvl1')}${escapeHtml(separator)}${levelHtml(hit, parent)}`;
  const snippet = hit._snippetResult ?? ({} as Partial<NonNullable<T['_snippetResult']>>);
  return {...hit, _snippetResult: {...snippet, hierarchy: {...snippet.hierarchy, lvl1: {...lvl1, value}}}};
}
