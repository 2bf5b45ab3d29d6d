/**
 * The page template (src/config/firstPaint.ts) is Docusaurus's default with one line changed, and stays
 * so: read against the default the installed @docusaurus/core renders with, so an upgrade that changes
 * the default fails here, naming what to bring over.
 */
import {createRequire} from 'node:module';
import {expect, it} from 'vitest';
import {afterPaintScriptAttribute, defaultScriptLine, ssrTemplateWithScriptsAfterPaint} from '../../src/config/firstPaint';

it('is the installed default template with the scripts preloaded instead of deferred', () => {
  // A test may read the framework's files; the site does not (issue 59).
  const installed = (createRequire(__filename)('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default;
  expect(installed).toContain(defaultScriptLine);
  const ours = ssrTemplateWithScriptsAfterPaint.replace(
    `<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" ${afterPaintScriptAttribute} />`,
    defaultScriptLine,
  );
  expect(ours, 'the default page template changed: update ssrTemplateWithScriptsAfterPaint in src/config/firstPaint.ts').toBe(installed);
});
