/**
 * Diagram settings that keep every label inside its shape and readable in both colour modes, laid
 * over the site's Mermaid config (docusaurus.config.ts themeConfig.mermaid). Here rather than there,
 * in the chunk only a page with a diagram loads. Pure, so unit tests can check them.
 */
import type {MermaidConfig} from 'mermaid';
import {codeSegments} from '@zondax/docs-core/text/codeSegments';

export type ColorMode = 'light' | 'dark';

/**
 * Theme variables laid over Mermaid's own theme per colour mode ('neutral' in light, 'dark' in dark,
 * docusaurus.config.ts themeConfig.mermaid). Mermaid's dark theme writes note text in a grey that
 * is 4.49:1 on its note background; these pairs keep at least 4.5:1 (tests/unit/mermaid-config.test.ts).
 * Its groups (subgraphs) are a mid grey, #474949, on which the edge labels, drawn on the page's own dark ground
 * (custom.css), stood out as black boxes; a group is the site's raised surface with the edge of its secondary
 * buttons instead (custom.css --site-button-ground, --site-button-edge, held equal by tests/unit/palette-agreement.test.ts),
 * as light mode's groups are a shade of its page.
 */
export const themeVariablesByMode: Readonly<Record<ColorMode, Readonly<Record<string, string>>>> = {
  light: {},
  dark: {noteBkgColor: '#3a3d3d', noteTextColor: '#f2f2f2', noteBorderColor: '#8a8a8a', clusterBkg: '#1f1f2e', clusterBorder: '#45455c'},
};

/** The colour pairs (text, background) the variables above set, for the contrast test. */
export const textOnBackground: Readonly<Record<ColorMode, readonly (readonly [string, string])[]>> = {
  light: [],
  dark: [[themeVariablesByMode.dark.noteTextColor, themeVariablesByMode.dark.noteBkgColor]],
};

/**
 * Sequence diagrams wrap their messages and notes. Unwrapped, Mermaid spreads the participants as far
 * apart as the longest message (up to 2,800 px for eight), and draws a note over two of them as wide as
 * the distance between them without widening it for the note, so a long note ran past its box.
 */
export function diagramConfig(base: MermaidConfig, mode: ColorMode): MermaidConfig {
  return {
    ...base,
    sequence: {...base.sequence, wrap: true},
    themeVariables: {...base.themeVariables, ...themeVariablesByMode[mode]},
  };
}

/** A sequence diagram's keyword, and the arrow of one of its messages with an optional activation mark (+/-). */
const isSequence = /^\s*sequenceDiagram\b/m;
const messageArrow = String.raw`(?:-->>|->>|-->|->|--x|-x|--\)|-\))[+-]?`;

export const crowdedParticipants = 5;
/** Participant box width and the gap between boxes, in px (Mermaid's defaults: 150 and 50). */
export const crowdedSpacing = {width: 130, actorMargin: 20} as const;

/**
 * A sequence of `crowdedParticipants` or more, drawn with narrower participants and gaps: at Mermaid's
 * spacing five or six of them came to about 1,250 px, wider than the text column at 1440 px even at the
 * readable floor of 0.75. The setting goes in the diagram's own front matter, not in the config given to
 * Mermaid: that config is Mermaid's one global, set before each render while the renders run later in a
 * queue, so one diagram's setting would reach the others on its page. A diagram with its own front
 * matter is left as written.
 */
export function spaceCrowdedSequence(source: string): string {
  if (sequenceParticipants(source) < crowdedParticipants || /^\s*---/.test(source)) return source;
  const {width, actorMargin} = crowdedSpacing;
  return `---\nconfig:\n  sequence:\n    width: ${width}\n    actorMargin: ${actorMargin}\n---\n${source.trimStart()}`;
}

const declaredParticipant = /^\s*(?:create\s+)?(?:participant|actor)\s+([^\s:]+)/gim;
const messageEnds = new RegExp(String.raw`^\s*(\S+?)\s*${messageArrow}\s*(\S+?)\s*:`, 'gim');

/** How many participants a sequence diagram has: those declared and those only named by a message (0 for other diagrams). */
export function sequenceParticipants(source: string): number {
  if (!isSequence.test(source)) return 0;
  const names = new Set([...source.matchAll(declaredParticipant)].map((m) => m[1]));
  for (const m of source.matchAll(messageEnds)) names.add(m[1]).add(m[2]);
  return names.size;
}

/**
 * Mermaid's wrapping cuts a word wider than its line at any letter and adds a hyphen
 * ("add_consumer(namespace/p-od", "filecoin-signing-t-ools"), and does not wrap a text with its own
 * line breaks while it still sizes the box for wrapping, so such a note ran past its box. In a
 * sequence diagram, a message, a note, a block's label (alt, loop, …) or a participant's name that
 * holds a word of more than `longWord` characters (about the 150 px line at 16 px) or a `<br>` is
 * therefore marked nowrap:, Mermaid's per-text switch, and set in lines here instead (`breakLines`).
 * Left on one line, such a text set its two participants as far apart as it was long (a sequence
 * 2,287 px wide). A note over two participants is left to wrap: unwrapped, Mermaid does not widen it
 * for its text. Texts that already say wrap: or nowrap: are left as written.
 */
export const longWord = 14;
/** The longest line `breakLines` makes, in characters: about 230 px at 16 px, a little wider than a participant. */
export const lineChars = 28;

const sequenceText = new RegExp(
  String.raw`^(\s*(?:participant|actor)\s+[^\s:]+\s+as\s+|[ \t]*(?:loop|alt|else|opt|par|and|critical|option|break)[ \t]+|\s*note\s+(?:over|left\s+of|right\s+of)\s+[^:\n]+:|\s*[^:\n]*?${messageArrow}[^:\n]+:)(.*)$`,
  'gim',
);
const lineBreak = /<br\s*\/?>/i;

export function breakSequenceTexts(source: string): string {
  if (!isSequence.test(source)) return source;
  return source.replace(sequenceText, (line, head: string, text: string) => {
    if (/^\s*:?(?:no)?wrap:/i.test(text)) return line;
    if (/^\s*note\s+over\s+[^:\n]+,/i.test(head)) return line;
    const long = lineBreak.test(text) || text.split(/\s+/).some((word) => word.length > longWord);
    return long ? `${head}${head.endsWith(':') ? ' ' : ''}nowrap: ${breakLines(text.trim())}` : line;
  });
}

/**
 * A text as lines of at most `max` characters, joined with <br/> (its own <br>s kept): words are packed
 * greedily, and a word longer than a line is cut only at codeSegments' places (after a slash or an
 * opening bracket, at an underscore, …). A piece with no such place keeps its length.
 */
export function breakLines(text: string, max = lineChars): string {
  // split cuts at every match, global flag or not.
  return text
    .split(lineBreak)
    .flatMap((line) => packLine(line.trim(), max))
    .join('<br/>');
}

function packLine(line: string, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(/\s+/).filter(Boolean)) {
    const pieces = word.length > max ? codeSegments(word, max + 1, max) : [word];
    pieces.forEach((piece, i) => {
      const joined = current && `${current}${i === 0 ? ' ' : ''}${piece}`;
      if (joined && joined.length <= max) current = joined;
      else {
        if (current) lines.push(current);
        current = piece;
      }
    });
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}
