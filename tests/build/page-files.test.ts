/**
 * Every page of the sitemap names only files the build has: the scripts, styles, preloads, icons, images
 * and sources its HTML loads. A page whose file is missing shows a broken image or logs a failed load in
 * the reader's console; the page sweep (tests/e2e/a11y-sweep.spec.ts) sees that on each page it opens,
 * and this check on every page, including the generated pages CI's sweep leaves to their template's
 * representatives (tests/e2e/README.md).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir, htmlFileFor, sitemapPaths} from './built-site';

/** The site paths a page's HTML loads: src, srcset and href of <img>, <script>, <link> and <source>. */
function loadedFiles(html: string): string[] {
  const files = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:img|script|link|source)\b[^>]*>/g)) {
    // A link to another page (rel=canonical is absolute; rel=alternate names the Markdown twin) is a file too.
    for (const m of tag.matchAll(/\b(src|href|srcset)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
      const value = m[2] ?? m[3] ?? m[4];
      const candidates = m[1] === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0]) : [value];
      for (const url of candidates) if (url.startsWith('/') && !url.startsWith('//')) files.add(decodeURI(url.split(/[?#]/)[0]));
    }
  }
  return [...files];
}

describe('the files each page loads', () => {
  const pages = sitemapPaths();

  it('the sitemap lists the pages', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it('every page of the sitemap names only files the build has', () => {
    const missing: string[] = [];
    let named = 0;
    for (const page of pages) {
      for (const file of loadedFiles(readFileSync(htmlFileFor(page), 'utf8'))) {
        named += 1;
        if (!existsSync(path.join(buildDir, file))) missing.push(`${page}: ${file}`);
      }
    }
    expect(missing).toEqual([]);
    // Each page loads at least its stylesheet, its scripts and the navbar's logos.
    expect(named).toBeGreaterThan(pages.length * 5);
  });
});
