import {describe, it, expect} from 'vitest';
import {contrastRatio} from '../../src/config/accessibleColors';
import {diagramConfig, keepLongWords, longWord, textOnBackground, themeVariablesByMode} from '../../src/theme/Mermaid/config';

describe('Mermaid: sequence texts Mermaid would cut mid-word keep their line', () => {
  const diagram = (...lines: string[]) => ['sequenceDiagram', ...lines].join('\n');
  const long = 'x'.repeat(longWord + 1);

  it('a message, a note beside or over one participant and a participant name with a long word are marked nowrap:', () => {
    expect(keepLongWords(diagram(`  AC->>C: add_consumer(${long}, 2)`))).toBe(diagram(`  AC->>C: nowrap: add_consumer(${long}, 2)`));
    expect(keepLongWords(diagram(`  S-->>N:${long}`))).toBe(diagram(`  S-->>N: nowrap: ${long}`));
    expect(keepLongWords(diagram(`  Note right of A: ${long}`))).toBe(diagram(`  Note right of A: nowrap: ${long}`));
    expect(keepLongWords(diagram(`  participant S as ${long} (REE)`))).toBe(diagram(`  participant S as nowrap: ${long} (REE)`));
  });

  it('so is a text with its own line breaks', () => {
    expect(keepLongWords(diagram('  Note over S: hash it,<br/>sign it'))).toBe(diagram('  Note over S: nowrap: hash it,<br/>sign it'));
  });

  it('short words, a note over two participants, and texts that say wrap: or nowrap: are left as written', () => {
    const kept = diagram(
      `  A->>B: ${'y'.repeat(longWord)} and more short words`,
      `  Note over A,B: ${long} stays wrapping: unwrapped, its box is not widened for it`,
      `  A->>B: wrap: ${long}`,
      `  A->>B: nowrap: ${long}`,
      `  loop every ${long}`,
    );
    expect(keepLongWords(kept)).toBe(kept);
  });

  it('other diagram types are untouched', () => {
    const flow = `flowchart LR\n  A -->|${long}| B`;
    expect(keepLongWords(flow)).toBe(flow);
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

  it('sequence diagrams wrap their messages and notes, keeping the rest of the sequence settings', () => {
    const base = {sequence: {mirrorActors: false}};
    expect(diagramConfig(base, 'light').sequence).toEqual({mirrorActors: false, wrap: true});
    expect(diagramConfig({}, 'dark').sequence).toEqual({wrap: true});
  });
});
