/**
 * The sections of a page's Markdown twin, by heading, so a tool can return one section and cite it
 * (page#id). Headings inside code fences are not headings; ids follow the site's rule (anchors.mjs), with
 * GitHub's -1, -2 suffixes for repeated headings.
 */
import {anchorSlugger, headingAnchor} from './anchors.mjs';

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
  const idFor = anchorSlugger();
  let inFence: string | undefined;
  let offset = 0;
  for (const line of markdown.split('\n')) {
    const marker = fence.exec(line)?.[1];
    if (marker && (inFence === undefined || inFence === marker)) inFence = inFence ? undefined : marker;
    else if (!inFence) {
      const heading = /^(#{2,6})\s+(.+)$/.exec(line);
      if (heading) {
        const title = headingText(heading[2]);
        found.push({id: idFor(title), title, level: heading[1].length, start: offset});
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

/** A title's words without its step number ('1. Install' → ['install']). */
const titleWords = (title: string) =>
  plain(title)
    .replace(/^\d+(\.\d+)*\.?\s+/, '')
    .split(/[^a-z0-9_]+/)
    .filter(Boolean);

/** A word without a plural ending, so 'details' finds 'detail' as 'detail' finds 'details'. */
const stem = (word: string) => (word.length > 4 ? word.replace(/e?s$/, '') : word);

/**
 * The sections a reader's name stands for. Its anchor ('2-start-options', with or without '#') or its whole title:
 * the first section that has it. Otherwise, by the first of these rules any section meets, every section that meets
 * it (more than one is a question back, not a guess): the start of its title ('INS_GET_VERSION' for
 * 'INS_GET_VERSION (INS 0x00)'), its title without its step number ('Install' for '1. Install'), or a title with every
 * word named, whole, as the start of one or in the plural ('screenshot', 'troubleshoot', 'details').
 */
export function matchingSections(sections: readonly MarkdownSection[], wanted: string): MarkdownSection[] {
  const text = wanted.trim().replace(/^#/, '');
  const key = plain(text);
  const named = titleWords(text);
  const exact =
    sections.find((s) => s.id === text) ??
    sections.find((s) => s.id === headingAnchor(text)) ??
    sections.find((s) => plain(s.title) === key);
  if (exact) return [exact];
  const rules: Array<(s: MarkdownSection) => boolean> = [
    (s) => plain(s.title).startsWith(`${key} `) || plain(s.title).startsWith(`${key}(`),
    (s) => named.length > 0 && titleWords(s.title).join(' ') === named.join(' '),
  ];
  if (named.length > 0 && named.every((w) => w.length >= 3)) {
    rules.push((s) => {
      const words = titleWords(s.title);
      return named.every((w) => words.some((t) => t.startsWith(stem(w))));
    });
  }
  for (const rule of rules) {
    const kept = sections.filter(rule);
    if (kept.length > 0) return kept;
  }
  return [];
}

/** The one section a name stands for (matchingSections), or none when it stands for none or several. */
export function findSection(sections: readonly MarkdownSection[], wanted: string): MarkdownSection | undefined {
  const found = matchingSections(sections, wanted);
  return found.length === 1 ? found[0] : undefined;
}
