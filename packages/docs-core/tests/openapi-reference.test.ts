import {describe, expect, it} from 'vitest';
import {markdownSections} from '../src/markdown/sections';
import {apiOperations, apiReference, apiReferenceMarkdown, apiReferenceSection} from '../src/openapi/reference';
import {fixtureOpenApiDocument} from '../testing/openApiDocument';

describe('the API reference from an OpenAPI document', () => {
  const reference = apiReference(fixtureOpenApiDocument);

  it('lists the tags in the document order, each with its operations, and both anchors of each', () => {
    expect(reference.map((t) => [t.name, t.anchor, t.operations.map((op) => op.operationId)])).toEqual([
      ['Events', 'events', ['getEventsBySelector', 'getTipsets']],
      ['Tools', 'tools', ['getIpfs']],
    ]);
    expect(apiOperations(reference).map((op) => [op.anchor, op.redocAnchor])).toEqual([
      ['events-with-a-given-selector', 'tag/Events/operation/getEventsBySelector'],
      // An operation named as its tag gets the site's -1 suffix, as the twin's second "Events" heading does.
      ['events-1', 'tag/Events/operation/getTipsets'],
      ['content-on-ipfs', 'tag/Tools/operation/getIpfs'],
    ]);
  });

  it('resolves referenced parameters and names the fields of a JSON answer, or its type as a whole', () => {
    const [byselector, tipsets, ipfs] = apiOperations(reference);
    expect(byselector.parameters).toEqual([
      {name: 'network', in: 'path', required: true, description: 'Filecoin network.'},
      {name: 'selectorId', in: 'path', required: true, description: 'Topic 0.'},
    ]);
    expect(byselector.answer.fields).toEqual([
      {name: 'events', type: 'array of Event', description: ''},
      {name: 'next_cursor', type: 'string', description: 'Pass it as `cursor`.'},
    ]);
    expect(tipsets.answer).toMatchObject({fields: [], whole: 'array of Tipset'});
    expect(ipfs.answer).toMatchObject({mediaTypes: ['application/zip', 'text/plain'], fields: []});
  });

  it('as Markdown: one section per tag and per operation, whose anchors are the reference’s, with method, path and answer', () => {
    const markdown = apiReferenceMarkdown(reference);
    const sections = markdownSections(markdown);
    expect(sections.map((s) => s.id)).toEqual(['events', 'events-with-a-given-selector', 'events-1', 'tools', 'content-on-ipfs']);
    const text = (id: string) => {
      const s = sections.find((x) => x.id === id)!;
      return markdown.slice(s.start, s.end);
    };
    expect(text('events-with-a-given-selector')).toContain(
      '`GET /v3/{network}/events/selector/{selectorId}` (operation id `getEventsBySelector`)',
    );
    expect(text('events-with-a-given-selector')).toContain('- `selectorId` (path, required): Topic 0.');
    expect(text('events-with-a-given-selector')).toContain('- `next_cursor`: string. Pass it as `cursor`.');
    expect(text('events-1')).toContain('Answer: Tipsets. (array of Tipset)');
    expect(text('content-on-ipfs')).toContain('Answer: The content. (`application/zip` or `text/plain`)');
  });

  it("finds the twin's section Redoc's anchor names, as a reader copies it from the address bar, or an operation id", () => {
    const markdown = apiReferenceMarkdown(reference);
    const sections = markdownSections(markdown);
    const id = (anchor: string, text = markdown) => apiReferenceSection(text, markdownSections(text), anchor)?.id;
    for (const op of apiOperations(reference)) {
      for (const anchor of [op.redocAnchor, `#${op.redocAnchor}`, `operation/${op.operationId}`, op.operationId])
        expect(id(anchor), anchor).toBe(op.anchor);
    }
    // getTipsets's heading is "Events", as its tag's is: its section is the operation's, not the tag's.
    expect(id('tag/Events/operation/getTipsets')).toBe('events-1');
    expect(id('tag/Events')).toBe('events');
    expect(id('tag/tools')).toBe('tools');
    expect(sections.find((s) => s.id === 'events')?.level).toBe(2);
    for (const unknown of ['tag/Nope', 'tag/Events/operation/nope', 'nope', 'events', 'section/Authentication'])
      expect(id(unknown), unknown).toBeUndefined();
    // The page's introduction may hold a heading named as a tag: the reference follows it, so the tag's is the last.
    const withIntro = `# API reference\n\n## Events\n\nHow events are paged.\n\n${markdown}`;
    expect(id('tag/Events', withIntro)).toBe('events-1');
    expect(id('tag/Events/operation/getTipsets', withIntro)).toBe('events-2');
  });
});
