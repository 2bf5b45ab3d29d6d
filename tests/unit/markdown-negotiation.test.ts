/**
 * Which requests `npm run serve` answers with a page's Markdown twin (docs-core paths/markdown-negotiation.mjs):
 * those whose Accept header prefers text/markdown to text/html. Browsers list text/html first and keep HTML.
 */
import {describe, expect, it} from 'vitest';
import {prefersMarkdown} from '@zondax/docs-core/paths/markdown-negotiation.mjs';
import {markdownPathFor} from '../../src/plugins/markdown-export/paths';

describe('Accept: text/markdown', () => {
  it('Markdown when it is asked for alone, first, or with a higher quality than HTML', () => {
    for (const accept of [
      'text/markdown',
      'TEXT/MARKDOWN',
      'text/markdown, text/html',
      'text/html;q=0.5, text/markdown',
      'text/*, text/markdown;q=1',
    ])
      expect(prefersMarkdown(accept), accept).toBe(true);
  });

  it('HTML for browsers, for a tie where HTML comes first, for q=0, for wildcards alone and when there is no header', () => {
    for (const accept of [
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8',
      'text/html, text/markdown',
      'text/markdown;q=0, text/html',
      'text/markdown;q=0.4, text/html;q=0.9',
      '*/*',
      'text/*',
      '',
      undefined,
    ])
      expect(prefersMarkdown(accept), String(accept)).toBe(false);
  });

  it('the twin path npm run serve negotiates is the one the Markdown export writes (one rule: docs-core paths/markdown-path.mjs)', () => {
    const twins = {
      '/zemu/quickstart': '/zemu/quickstart.md',
      '/zemu/quickstart/': '/zemu/quickstart.md',
      '/namadexer/index': '/namadexer/index.md',
      '/': '/index.md',
    };
    for (const [route, twin] of Object.entries(twins)) expect(markdownPathFor(route), route).toBe(twin);
  });
});
