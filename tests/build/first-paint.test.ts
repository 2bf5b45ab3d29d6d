import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {afterPaintScriptAttribute, firstPaintElementId} from '../../src/config/firstPaint';
import {buildDir, htmlFileFor, sitemapPaths} from './built-site';

/** src/config/firstPaint.ts: no page is painted before its whole body has been parsed, and no app script runs before that paint. */
describe('first paint waits for the parsed page', () => {
  const files = [...sitemapPaths().map(htmlFileFor), path.join(buildDir, '404.html')];
  // Each page is parsed once for both checks (some are ~350 KB).
  const blocking: string[] = [];
  const scripts: string[] = [];
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const $ = load(html);
    const expects = $('head link[rel="expect"]');
    if (expects.length !== 1 || expects.attr('href') !== `#${firstPaintElementId}` || expects.attr('blocking') !== 'render') {
      blocking.push(`${file}: no single <link rel=expect href=#${firstPaintElementId} blocking=render> in <head>`);
    }
    const targets = [...html.matchAll(new RegExp(`\\sid="?${firstPaintElementId}"?[\\s>]`, 'g'))];
    if (targets.length !== 1 || $(`[id="${firstPaintElementId}"]`).length !== 1)
      blocking.push(`${file}: ${targets.length} elements with id ${firstPaintElementId}`);
    else if ($('body > *').last().attr('id') !== firstPaintElementId || $(`#${firstPaintElementId}`).contents().length > 0)
      blocking.push(`${file}: #${firstPaintElementId} is not the empty last element of <body>`);

    const preloads = $(`head link[rel="preload"][as="script"][${afterPaintScriptAttribute}]`)
      .map((_, l) => $(l).attr('href') ?? '')
      .get();
    if ($('script[src]').length > 0) scripts.push(`${file}: <script src> in the HTML`);
    if (
      !preloads.some((href) => /\/runtime~main\.[0-9a-f]+\.js$/.test(href)) ||
      !preloads.some((href) => /\/main\.[0-9a-f]+\.js$/.test(href))
    )
      scripts.push(`${file}: runtime~main and main are not both preloaded: ${preloads.join(', ')}`);
    const starters = $('body > script').filter((_, el) => $(el).text().includes(`link[${afterPaintScriptAttribute}]`));
    if (starters.length !== 1 || !starters.next().is(`#${firstPaintElementId}`))
      scripts.push(`${file}: not one starting script just before #${firstPaintElementId}`);
  }

  it(`every page blocks rendering until #${firstPaintElementId}, which it has once, the last element of its body`, () => {
    expect(files.length).toBeGreaterThan(400);
    expect(blocking).toEqual([]);
  });

  it(`no page runs a script file from its HTML: the app's scripts are preloaded (${afterPaintScriptAttribute}) and added by one script before #${firstPaintElementId}`, () => {
    expect(files.length).toBeGreaterThan(400);
    expect(scripts).toEqual([]);
  });
});
