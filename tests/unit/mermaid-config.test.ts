import {describe, it, expect} from 'vitest';
import {contrastRatio} from '../../src/config/accessibleColors';
import {
  breakLines,
  crowdedSpacing,
  diagramConfig,
  sequenceParticipants,
  spaceCrowdedSequence,
  breakSequenceTexts,
  lineChars,
  longWord,
  textOnBackground,
  themeVariablesByMode,
} from '../../src/theme/Mermaid/config';

describe('Mermaid: sequence texts Mermaid would cut mid-word are broken into lines by the site', () => {
  const diagram = (...lines: string[]) => ['sequenceDiagram', ...lines].join('\n');
  const long = 'x'.repeat(longWord + 1);

  it('a message, a note beside or over one participant, a block label and a participant name with a long word are marked nowrap:', () => {
    expect(breakSequenceTexts(diagram(`  AC->>C: add(${long}, 2)`))).toBe(diagram(`  AC->>C: nowrap: add(${long}, 2)`));
    expect(breakSequenceTexts(diagram(`  S-->>N:${long}`))).toBe(diagram(`  S-->>N: nowrap: ${long}`));
    expect(breakSequenceTexts(diagram(`  Note right of A: ${long}`))).toBe(diagram(`  Note right of A: nowrap: ${long}`));
    expect(breakSequenceTexts(diagram(`  participant S as ${long} (REE)`))).toBe(diagram(`  participant S as nowrap: ${long} (REE)`));
    expect(breakSequenceTexts(diagram(`  alt pod has ${long}`, '  else', `  loop every ${long}`))).toBe(
      diagram(`  alt nowrap: pod has ${long}`, '  else', `  loop nowrap: every ${long}`),
    );
  });

  it('so is a text with its own line breaks, which it keeps', () => {
    expect(breakSequenceTexts(diagram('  Note over S: hash it,<br/>sign it'))).toBe(diagram('  Note over S: nowrap: hash it,<br/>sign it'));
  });

  it('such a text is set in lines of at most lineChars characters, long names cut only where a reader expects', () => {
    const message = 'get_certified_secret(namespace/name) then add_consumer(namespace/pod, 2) when it is not approved yet';
    const out = breakSequenceTexts(diagram(`  AC->>C: ${message}`));
    const text = out.split('nowrap: ')[1];
    const lines = text.split('<br/>');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(lineChars);
    // Nothing added or lost but the line breaks: joined again, the words are the message's.
    expect(lines.join(' ').replace(/([(/]) /g, '$1')).toBe(message);
    expect(lines[0]).toBe('get_certified_secret(');
    expect(breakLines('add_consumer(namespace/pod_name_is_long, 2)')).toBe('add_consumer(namespace/<br/>pod_name_is_long, 2)');
  });

  it('a piece with no place to break keeps its length; short texts stay on one line', () => {
    const hash = 'a'.repeat(lineChars + 10);
    expect(breakLines(`${hash} ok`)).toBe(`${hash}<br/>ok`);
    expect(breakLines('hash it,<br>sign it')).toBe('hash it,<br/>sign it');
    expect(breakLines('  spaced   out  ')).toBe('spaced out');
  });

  it('short words, a note over two participants, and texts that say wrap: or nowrap: are left as written', () => {
    const kept = diagram(
      `  A->>B: ${'y'.repeat(longWord)} and more short words`,
      `  Note over A,B: ${long} stays wrapping: unwrapped, its box is not widened for it`,
      `  A->>B: wrap: ${long}`,
      `  A->>B: nowrap: ${long}`,
      `  loop every ${'y'.repeat(longWord)} seconds`,
    );
    expect(breakSequenceTexts(kept)).toBe(kept);
  });

  it('other diagram types are untouched', () => {
    const flow = `flowchart LR\n  A -->|${long}| B`;
    expect(breakSequenceTexts(flow)).toBe(flow);
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

  it('a sequence of five participants or more gets narrower participants and gaps in its own front matter; fewer, and other diagrams, are left as written', () => {
    const five = [
      'sequenceDiagram',
      '  participant A as Alice',
      '  actor B',
      '  A->>B: hi',
      '  B-->>C: on',
      '  C-)D: later',
      '  D--x+E: stop',
    ].join('\n');
    expect(sequenceParticipants(five)).toBe(5);
    const spaced = spaceCrowdedSequence(five);
    expect(spaced.startsWith('---\nconfig:\n  sequence:\n')).toBe(true);
    expect(spaced).toContain(`    width: ${crowdedSpacing.width}\n    actorMargin: ${crowdedSpacing.actorMargin}\n---\n${five}`);
    const four = five.replace('  D--x+E: stop', '  D->A: back');
    expect(sequenceParticipants(four)).toBe(4);
    expect(spaceCrowdedSequence(four)).toBe(four);
    // A diagram with its own front matter keeps it; names with hyphens, activations (+/-), notes and blocks count once.
    const named = [
      '---',
      'config: {}',
      '---',
      'sequenceDiagram',
      '  Service-A->>Kube-API: create',
      '  Note over Service-A,Kube-API: x->y: not a message',
      '  loop every minute',
      '    Kube-API-->>Service-A: ok',
      '  Service-A->>+Kube-API: activate',
      '  Kube-API-->>-Service-A: deactivate',
      '  end',
    ].join('\n');
    expect(sequenceParticipants(named)).toBe(2);
    const ownFrontMatter = ['---', 'title: T', '---', five].join('\n');
    expect(spaceCrowdedSequence(ownFrontMatter)).toBe(ownFrontMatter);
    const flowchart = ['flowchart LR', '  A-->B', '  B-->C', '  C-->D', '  D-->E', '  E-->F'].join('\n');
    expect(sequenceParticipants(flowchart)).toBe(0);
    expect(spaceCrowdedSequence(flowchart)).toBe(flowchart);
    // The config Mermaid is given stays the same for every diagram of a page.
    expect(diagramConfig({}, 'light').sequence).toEqual({wrap: true});
  });
});
