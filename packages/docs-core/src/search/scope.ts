/** A reader's search scope (a section, a chain) as the facet filters both backends understand. */
export interface Scope {
  /** Docs plugin id of a section, e.g. 'zemu'. */
  section?: string;
  /** Chain name, e.g. 'Zcash'. */
  chain?: string;
}

/** Facet filters of a scope (both are facets of the records: docusaurus_tag, chain). */
export function scopeFilters(scope: Scope | undefined): string[] {
  const out: string[] = [];
  if (scope?.section) out.push(`docusaurus_tag:docs-${scope.section}-current`);
  if (scope?.chain) out.push(`chain:${scope.chain}`);
  return out;
}
