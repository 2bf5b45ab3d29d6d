/**
 * Nothing the build publishes names the folder it was built in. Docusaurus writes its site config, plugin options
 * included, into main.js: an absolute sidebarPath put the checkout's path into every page's script, 18 times,
 * so the bundle differed from one checkout folder to the next and told every reader how the build machine is laid out.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir, builtFiles} from './built-site';

const siteDir = path.resolve(__dirname, '../..');
const textFile = /\.(html|js|mjs|css|json|xml|txt|md|webmanifest|map)$|^\.htaccess$|^_headers$|^_redirects$/;

describe('the build and the machine it was built on', () => {
  const files = builtFiles(textFile);

  it('the build has its scripts, pages and data to read', () => {
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(50);
    expect(files.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(100);
  });

  it("no published file names the site's folder on the build machine", () => {
    // Guards the check itself: the folder is a real absolute path, not one any text would contain by chance.
    expect(siteDir).toMatch(/^\/.+\/.+/);
    const naming = files.filter((file) => readFileSync(file, 'utf8').includes(siteDir)).map((f) => path.relative(buildDir, f));
    expect(naming, `files naming ${siteDir}`).toEqual([]);
  });
});
