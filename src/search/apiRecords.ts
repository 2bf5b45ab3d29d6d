/**
 * Search records for the operations of the API reference (/OpenAPI). Redoc draws them in the browser, so the page's
 * HTML, from which every other record is made, holds only its introduction: these come from the OpenAPI document
 * instead (@zondax/docs-core/openapi/reference), a heading record per tag and per operation, each with its text,
 * under the page's own title and facets. Their anchors are the headings of the page's Markdown twin, which the page
 * turns into Redoc's (src/pages/_openapi/RedocViewer.tsx) and the assistant tools read as sections.
 */
import type {ApiTag} from '@zondax/docs-core/openapi/reference';
import type {RecordType, SearchRecord} from '@zondax/docs-core/search/record';

/** What records.ts lends: its identifier extraction for code terms, its weight per record type and its objectID hash. */
export interface RecordRules {
  identifiers: (text: string) => string[];
  levelWeight: Record<RecordType, number>;
  hashId: (...parts: string[]) => string;
}

/** Records of the reference's tags and operations, after the page's own records (the first is its lvl1 record). */
export function apiReferenceRecords(
  reference: readonly ApiTag[],
  pageRecords: readonly SearchRecord[],
  {identifiers, levelWeight, hashId}: RecordRules,
): SearchRecord[] {
  const lvl1 = pageRecords.find((r) => r.type === 'lvl1');
  if (!lvl1) return [];
  // The page's title, URL and facets; not the identifiers of its own code blocks.
  const {code: _pageCode, ...page} = lvl1;
  let position = pageRecords.length;
  const out: SearchRecord[] = [];
  const push = (type: RecordType, anchor: string, lvl2: string, lvl3: string | null, content: string | null, code?: string[]) => {
    out.push({
      ...page,
      objectID: hashId(page.url_without_anchor, anchor, type, content ?? ''),
      url: `${page.url_without_anchor}#${anchor}`,
      anchor,
      type,
      hierarchy: {...page.hierarchy, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
      content,
      ...(code && code.length > 0 ? {code: code.join(' ')} : {}),
      weight: {...page.weight, level: levelWeight[type], position: position++},
    });
  };
  // Text as the page shows it: Markdown's code marks are not words (HTML records hold a <code>'s text alone).
  const plain = (text: string) => text.replace(/`/g, '');
  for (const tag of reference) {
    push('lvl2', tag.anchor, tag.name, null, null);
    if (tag.description) push('content', tag.anchor, tag.name, null, plain(tag.description));
    for (const op of tag.operations) {
      const names = [...op.parameters.map((p) => p.name), ...op.answer.fields.map((f) => f.name), op.operationId];
      push('lvl3', op.anchor, tag.name, op.summary, null, identifiers(`${op.path} ${names.join(' ')}`));
      push('content', op.anchor, tag.name, op.summary, `${op.method} ${op.path}${op.description ? `. ${plain(op.description)}` : ''}`);
    }
  }
  return out;
}
