/**
 * The kinds of things a page's Mermaid diagrams draw, read from their sources in the static HTML
 * (the data-mermaid-source attribute of src/theme/Mermaid): the diagram type, and per type the
 * parts Mermaid colours differently (subgraphs, edge labels, notes, loop and alt boxes,
 * activations, composite states, sections, …). With no diagram that sets its own colours (style,
 * classDef, linkStyle, an init block), a diagram's dark-mode colours follow from these alone, which
 * is what lets the CI sweep check diagrams in dark mode on pages that together draw every kind.
 */
const parts: Array<[string, RegExp]> = [
  ['subgraph', /^\s*subgraph\b/m],
  ['edge label', /\|[^|\n]+\||--\s+[^-\n>]+\s+-->|:\s*[^\n]+$/m],
  ['note', /^\s*note\b/im],
  ['loop', /^\s*loop\b/m],
  ['alt', /^\s*(alt|else)\b/m],
  ['opt', /^\s*opt\b/m],
  ['par', /^\s*par\b/m],
  ['critical', /^\s*critical\b/m],
  ['break', /^\s*break\b/m],
  ['rect', /^\s*rect\b/m],
  ['box', /^\s*box\b/m],
  ['activation', /^\s*(activate|deactivate)\b|->>?[+-]/m],
  ['autonumber', /^\s*autonumber\b/m],
  ['actor', /^\s*actor\b/m],
  ['composite state', /^\s*state\s+[^\n]*\{/m],
  ['choice', /<<(choice|fork|join)>>/],
  ['section', /^\s*section\b/m],
  ['decision', /\{[^}\n]+\}/],
];

/** Markers of a diagram that sets its own colours: such a diagram is checked in dark mode wherever it is. */
const ownColours = /^\s*(style|classDef|linkStyle|class)\s|%%\{|:::/m;

const entities: Record<string, string> = {'&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&'};

/** The diagram sources of a built page. */
export function diagramSources(html: string): string[] {
  return [...html.matchAll(/data-mermaid-source=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].map((m) =>
    (m[1] ?? m[2] ?? m[3]).replace(/&(quot|#x27|#39|lt|gt|amp);/g, (e) => entities[e]),
  );
}

/** The kinds one page's diagrams draw; a diagram with its own colours is a kind of its own (that page). */
export function diagramKinds(sources: readonly string[], page: string): string[] {
  const kinds = new Set<string>();
  for (const source of sources) {
    const type = source.trim().split(/\s/)[0];
    kinds.add(type);
    for (const [part, re] of parts) if (re.test(source)) kinds.add(`${type}: ${part}`);
    if (ownColours.test(source)) kinds.add(`own colours on ${page}`);
  }
  return [...kinds];
}
