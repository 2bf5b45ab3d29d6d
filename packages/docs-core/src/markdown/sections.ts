/**
 * The sections of a page's Markdown twin, by heading, so a tool can return one section and cite it
 * (page#id). Headings inside code fences are not headings; ids follow the site's rule (anchors.mjs), with
 * GitHub's -1, -2 suffixes for repeated headings.
 */
import {headingAnchor} from './anchors.mjs';

export interface MarkdownSection {
  /** The heading's anchor on the page. */
  id: string;
  /** The heading's text as a reader sees it (Markdown escapes removed). */
  title: string;
  level: number;
  /** Where the section starts (its heading line) and ends (the next heading of the same or a higher level), in characters. */
  start: number;
  end: number;
}

const fence = /^\s{0,3}(```|~~~)/;

/** Heading text without Markdown's backslash escapes and inline code marks ('1\. Install' → '1. Install'). */
export function headingText(raw: string): string {
  return raw
    .replace(/\s+#+\s*$/, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1')
    .replace(/`/g, '')
    .trim();
}

/** Every heading of level 2 and below, in order, with the span of its section. */
export function markdownSections(markdown: string): MarkdownSection[] {
  const found: Array<Omit<MarkdownSection, 'end'>> = [];
  const seen = new Map<string, number>();
  let inFence: string | undefined;
  let offset = 0;
  for (const line of markdown.split('\n')) {
    const marker = fence.exec(line)?.[1];
    if (marker && (inFence === undefined || inFence === marker)) inFence = inFence ? undefined : marker;
    else if (!inFence) {
      const heading = /^(#{2,6})\s+(.+)$/.exec(line);
      if (heading) {
        const title = headingText(heading[2]);
        const base = headingAnchor(title);
        const count = seen.get(base) ?? 0;
        seen.set(base, count + 1);
        found.push({id: count ? `${base}-${count}` : base, title, level: heading[1].length, start: offset});
      }
    }
    offset += line.length + 1;
  }
  return found.map((s, i) => {
    const next = found.slice(i + 1).find((other) => other.level <= s.level);
    return {...s, end: next ? next.start : markdown.length};
  });
}

const plain = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The section a reader names: its anchor ('2-start-options', with or without '#'), its title, or the
 * start of its title ('INS_GET_VERSION' for 'INS_GET_VERSION (INS 0x00)'). Exact matches win.
 */
export function findSection(sections: readonly MarkdownSection[], wanted: string): MarkdownSection | undefined {
  const text = wanted.trim().replace(/^#/, '');
  const key = plain(text);
  return (
    sections.find((s) => s.id === text) ??
    sections.find((s) => s.id === headingAnchor(text)) ??
    sections.find((s) => plain(s.title) === key) ??
    sections.find((s) => plain(s.title).startsWith(`${key} `) || plain(s.title).startsWith(`${key}(`))
  );
}
