import {describe, expect, it} from 'vitest';
import {sitePageEntry, sitePagePermalinks, type PluginContent} from '../../src/plugins/markdown-export/sitePages';

const pagesPlugin = (content: unknown): PluginContent => ({name: 'docusaurus-plugin-content-pages', content}) as PluginContent;

describe("the site's own pages (src/pages)", () => {
  it("are the pages plugin's routes, the home page first, without unlisted Markdown pages", () => {
    const plugins = [
      {name: 'docusaurus-plugin-content-docs', content: {}} as PluginContent,
      pagesPlugin([
        {type: 'mdx', permalink: '/fvm', unlisted: false},
        {type: 'jsx', permalink: '/privacy-notice'},
        {type: 'mdx', permalink: '/draft-notes', unlisted: true},
        {type: 'jsx', permalink: '/'},
      ]),
    ];
    expect(sitePagePermalinks(plugins)).toEqual(['/', '/fvm', '/privacy-notice']);
    expect(sitePagePermalinks([])).toEqual([]);
  });

  it("are named by their built head: the title without the site's suffix, and the meta description", () => {
    const html =
      '<!doctype html><html lang=en><head><meta charset=UTF-8><title data-rh=true>Beryx API &amp; explorer | Zondax Docs</title>' +
      '<meta data-rh=true name=description content="Zondax&#x27;s Filecoin data API."><meta property=og:title content="x"></head>' +
      '<body><h1>Something else</h1></body></html>';
    expect(sitePageEntry(html, '/beryx-api', 'Zondax Docs')).toEqual({
      title: 'Beryx API & explorer',
      description: "Zondax's Filecoin data API.",
      permalink: '/beryx-api',
    });
    // A page without a title of its own is the site's; one without a description has none.
    expect(sitePageEntry('<html><head><title>Zondax Docs</title></head></html>', '/', 'Zondax Docs')).toEqual({
      title: 'Zondax Docs',
      description: '',
      permalink: '/',
    });
  });
});
