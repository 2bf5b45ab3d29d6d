/**
 * Diagram settings that keep every label inside its shape and readable in both colour modes.
 * Pure functions of the colour mode and the diagram source, so unit tests can check them.
 */
import type {MermaidConfig} from 'mermaid';

export type ColorMode = 'light' | 'dark';

/**
 * Theme variables laid over Mermaid's own theme per colour mode ('neutral' in light, 'dark' in dark,
 * docusaurus.config.ts themeConfig.mermaid). Mermaid's dark theme writes note text in a grey that
 * is 4.49:1 on its note background; these pairs keep at least 4.5:1 (tests/unit/mermaid-config.test.ts).
 */
export const themeVariablesByMode: Readonly<Record<ColorMode, Readonly<Record<string, string>>>> = {
  light: {},
  dark: {noteBkgColor: '#3a3d3d', noteTextColor: '#f2f2f2', noteBorderColor: '#8a8a8a'},
};

/** The colour pairs (text, background) the variables above set, for the contrast test. */
export const textOnBackground: Readonly<Record<ColorMode, readonly (readonly [string, string])[]>> = {
  light: [],
  dark: [[themeVariablesByMode.dark.noteTextColor, themeVariablesByMode.dark.noteBkgColor]],
};

export function diagramConfig(base: MermaidConfig, mode: ColorMode): MermaidConfig {
  return {...base, themeVariables: {...base.themeVariables, ...themeVariablesByMode[mode]}};
}

/**
 * A sequence-diagram note over two participants ("Note over A,B: …") is drawn as wide as the
 * distance between them, but Mermaid 11 does not widen that distance for the note's text
 * (getMaxMessageWidthPerActor counts half of it, for one side only), so a long note runs past its
 * box: in light mode its white text disappears on the page, in dark mode it spills out. Marking
 * such a note "wrap:" (Mermaid's own per-message switch) breaks its text to the note's width.
 * Notes that already say wrap: or nowrap: are left as written.
 */
const spanningNote = /^(\s*note\s+over\s+[^:\n]+,[^:\n]+:)(?!\s*:?(?:no)?wrap:)/gim;

export function wrapSpanningNotes(source: string): string {
  if (!/^\s*sequenceDiagram\b/m.test(source)) return source;
  return source.replace(spanningNote, '$1 wrap:');
}
