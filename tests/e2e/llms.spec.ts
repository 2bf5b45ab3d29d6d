import {expect, test} from './fixtures';
import {sections} from '../../src/data/sections';
import {provider} from '../../src/data/site';
import {llmsFullTxtPath, llmsTxtPath, sectionLlmsTxtPath} from '../../src/plugins/markdown-export/paths';

/**
 * /llms.txt (llmstxt.org): every section of src/data/sections.ts with its summary and pages,
 * each page linked to its Markdown twin; /llms-full.txt; one llms.txt per section.
 * The full check needs a build of every section (CI's); SECTIONS= builds check the sections they hold.
 */
const local = (url: string) => new URL(url).pathname;

test('llms: /llms.txt is plain text with the site title, a summary and every section', async ({request}) => {
  const response = await request.get(llmsTxtPath);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text.startsWith(`# ${provider.name} Docs\n\n> `)).toBe(true);
  const listed = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  const built: string[] = [];
  for (const s of sections) if ((await request.get(sectionLlmsTxtPath(s.routeBasePath))).ok()) built.push(s.title);
  expect(built.length).toBeGreaterThan(0);
  // Every section the build holds, in sections.ts order (all of them in CI's full build).
  expect(listed).toEqual(built);
  if (!process.env.SECTIONS) expect(listed).toEqual(sections.map((s) => s.title));
  for (const s of sections.filter((x) => built.includes(x.title))) expect(text).toContain(s.summary);
});

test('llms: every page link in /llms.txt serves its Markdown', async ({request}) => {
  const text = await (await request.get(llmsTxtPath)).text();
  const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => local(m[1]));
  const pages = links.filter((l) => l.endsWith('.md'));
  expect(pages.length).toBeGreaterThan(sections.length / 2);
  const failures: string[] = [];
  for (const path of pages) {
    const response = await request.get(path);
    if (!response.ok() || !(await response.text()).startsWith('# ')) failures.push(`${path}: ${response.status()}`);
  }
  expect(failures).toEqual([]);
});

test('llms: each section has its own llms.txt, and /llms-full.txt holds every listed page', async ({request}) => {
  const full = await (await request.get(llmsFullTxtPath)).text();
  for (const s of sections) {
    const response = await request.get(sectionLlmsTxtPath(s.routeBasePath));
    if (!response.ok()) continue; // not in this SECTIONS= build
    const text = await response.text();
    expect(text.startsWith(`# ${s.title}\n\n> ${s.summary}`), s.id).toBe(true);
    const pageUrls = [...text.matchAll(/\]\((https:[^)]+)\.md\)/g)].map((m) => m[1]);
    expect(pageUrls.length, s.id).toBeGreaterThan(0);
    for (const url of pageUrls) expect(full, url).toContain(`Source: ${url}`);
  }
});
