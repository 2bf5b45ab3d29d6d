import {describe, it, expect} from 'vitest';
import {contrastRatio} from '../../src/config/accessibleColors';
import {diagramConfig, textOnBackground, themeVariablesByMode, wrapSpanningNotes} from '../../src/theme/Mermaid/config';

describe('Mermaid: notes over several participants wrap to their box', () => {
  const diagram = (...lines: string[]) => ['sequenceDiagram', ...lines].join('\n');

  it('a note over two participants is marked wrap:', () => {
    expect(wrapSpanningNotes(diagram('    Note over W,D: long payloads are split'))).toBe(
      diagram('    Note over W,D: wrap: long payloads are split'),
    );
    expect(wrapSpanningNotes(diagram('note over A, B:text'))).toBe(diagram('note over A, B: wrap:text'));
  });

  it('notes over one participant, beside one, or already marked are left as written', () => {
    const kept = diagram(
      'Note over A: a single participant sizes the note to its text',
      'Note right of A: so does a note beside one',
      'Note over A,B: nowrap: the author chose',
      'Note over A,B: wrap: already wrapping',
      'A->>B: over the wire, A,B: not a note',
    );
    expect(wrapSpanningNotes(kept)).toBe(kept);
  });

  it('other diagram types are untouched', () => {
    const flow = 'flowchart LR\n  Note over A,B: text';
    expect(wrapSpanningNotes(flow)).toBe(flow);
  });
});

describe('Mermaid: colours per mode', () => {
  it('every text colour the site sets meets 4.5:1 on its background', () => {
    for (const pairs of Object.values(textOnBackground)) {
      for (const [text, background] of pairs) expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(textOnBackground.dark.length).toBeGreaterThan(0);
  });

  it("the mode's variables are laid over the site's Mermaid config, which keeps its own settings", () => {
    const base = {theme: 'dark' as const, startOnLoad: false, themeVariables: {fontSize: '16px'}};
    const config = diagramConfig(base, 'dark');
    expect(config).toMatchObject({theme: 'dark', startOnLoad: false});
    expect(config.themeVariables).toEqual({fontSize: '16px', ...themeVariablesByMode.dark});
    expect(diagramConfig(base, 'light').themeVariables).toEqual({fontSize: '16px'});
  });
});
