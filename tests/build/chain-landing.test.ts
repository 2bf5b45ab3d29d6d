/**
 * Every landing page of a chain with a ledger-apps folder shows the app's figures from the data:
 * version and devices from apps.json, path, coin type and class byte from the APDU data, and the
 * method count of the latest supported list, each next to a link to its source; every landing page
 * has a Markdown twin listed in /llms.txt.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {landingChains, landingPath} from '../../src/data/chains';
import {apduSpecs, claHex} from '../../src/ledger/apdu/index';
import {clientLibraries} from '../../data/ledger-apps/clients';
import {loadChainFacts} from '../../src/plugins/chain-landing-pages/chainFactsLoader';
import {landingPageTitle} from '@zondax/docs-core/chains/catalog';
import {mcpServer} from '../../src/data/mcpServer';
import {provider} from '../../src/data/site';
import {chainsHeading} from '../../src/plugins/markdown-export/llms';
import {llmsTxtPath, markdownPathFor} from '../../src/plugins/markdown-export/paths';
import {buildDir, loadPage} from './built-site';

const apps = JSON.parse(readFileSync(path.join(__dirname, '../../data/ledger-apps/apps.json'), 'utf8'));
const withFolder = landingChains.filter((c) => c.ledgerFolder);

describe('chain landing pages show the data', () => {
  it.each(withFolder.map((c) => [landingPath(c), c.ledgerFolder!] as const))('%s', (route, folder) => {
    const $ = loadPage(route);
    const fact = (name: string) => $(`[data-fact="${name}"]`).first();
    const app = apps[folder];
    const spec = apduSpecs[folder];

    expect(fact('version').text()).toBe(app.appVersion);
    expect(
      fact('devices')
        .find('li')
        .map((_, li) => $(li).text())
        .get(),
    ).toEqual(app.devices);
    expect(fact('path').text()).toBe(spec.defaultPath);
    expect(fact('coin-type').text()).toBe(spec.coinType === null ? 'no SLIP-44 coin type in the path' : `coin type ${spec.coinType}`);
    expect(fact('cla').text()).toBe(claHex(spec));
    expect(fact('instructions').text()).toBe(String(spec.commands.length));

    // Each figure sits next to a link to the file and commit it comes from.
    const sources = $('#at-a-glance')
      .parent()
      .find('a[href^="https://github.com/"]')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(sources).toContain(`https://github.com/${app.repository}/tree/${app.commit}`);
    expect(sources).toContain(`https://github.com/${app.repository}/blob/${app.commit}/${app.devicesFrom}`);
    expect(sources.some((href) => href.startsWith(`https://github.com/${spec.repo}/blob/`) && href.endsWith(`/${spec.sourceFile}`))).toBe(
      true,
    );

    const facts = loadChainFacts(folder)!;
    if (facts.supported) {
      expect(fact('methods').text()).toBe(String(facts.supported.methods));
      const changes = facts.supported.changes;
      if (changes) {
        expect($(`a[href$="/supported_latest#${changes.anchor}"]`)).toHaveLength(1);
        // The link lands on the heading of the diff section the generated page draws.
        expect(loadPage(`/ledger-apps/${folder}/supported_latest`)(`h2#${changes.anchor}`).text()).toContain(
          `Changes since ${changes.since}.x`,
        );
      }
    } else {
      expect(fact('methods')).toHaveLength(0);
    }

    // An archived app's page says so above its facts, links the notice and the app that replaces it; no other does.
    const notice = $('#at-a-glance').parent().find('.theme-admonition-warning');
    if (app.archived) {
      expect(notice.text()).toContain('Archived app');
      expect(notice.find(`a[href="https://github.com/${app.repository}/blob/${app.commit}/${app.archived.notice}"]`)).toHaveLength(1);
      const successor = landingChains.find((c) => c.ledgerFolder === app.archived.successor)!;
      expect(notice.find(`a[href="${landingPath(successor)}"]`).text()).toBe(`${successor.name} app`);
    } else {
      expect(notice).toHaveLength(0);
    }

    // Without a checked client library, the developers' section sends the reader to the APDU page, named as its sidebar does.
    const developers = $('#for-developers').parent();
    if (!clientLibraries[folder]) expect(developers.find('p').first().text()).toContain('The APDU specification lists every command');

    // The install section names the devices as a sentence does ('the Nano S, Nano X and Stax'); an archived app's sends the
    // reader to the app that replaces it rather than to the app catalog.
    const install = $('#install-the-app-on-a-device').parent().text();
    if (app.archived) {
      const successor = landingChains.find((c) => c.ledgerFolder === app.archived.successor)!;
      expect(install).toContain(`archived in favour of the ${successor.name} app: install that one instead`);
      expect(install).not.toContain('app catalog');
    }
    expect(install).toContain(`${app.archived ? 'This app was' : 'The app is'} built for the ${app.devices[0]}`);
    if (app.devices.length > 1) expect(install).toContain(`${app.devices.at(-2)} and ${app.devices.at(-1)}.`);

    // The hardware-wallet section promises what the chain's pages hold: a build guide and supported-methods lists only where they exist.
    const wallet = $('#hardware-wallet').parent().find('p').first().text();
    expect(wallet).toContain('how to talk to it over APDU');
    const hasBuildPage = readdirSync(path.join(__dirname, '../../docs/ledger-apps', folder)).some((f) => /^build\.mdx?$/i.test(f));
    expect(wallet.includes('how to build it'), 'build page').toBe(hasBuildPage);
    expect(wallet.includes('documented releases can sign'), 'supported lists').toBe(Boolean(facts.supported));

    // The table of contents lists the sections the page draws, with the same ids.
    for (const id of ['at-a-glance', 'for-developers', 'install-the-app-on-a-device']) {
      expect($(`#${id}`), id).toHaveLength(1);
      expect($(`.table-of-contents a[href="#${id}"]`).length, `TOC entry ${id}`).toBeGreaterThan(0);
    }
  });
});

/**
 * Each chain page has a Markdown twin beside it (src/plugins/markdown-export), as doc pages do: what an assistant
 * fetches for "which version of the X app, on which devices". The twin holds the page's <article> (the facts as
 * "**term**: value" lines, the releases, the pages about the chain), not the page tools after it.
 */
describe('chain landing pages have Markdown twins', () => {
  const llms = readFileSync(path.join(buildDir, llmsTxtPath), 'utf8');
  const chainsPart = llms.slice(llms.indexOf(`\n${chainsHeading}\n`));

  it.each(landingChains.map((c) => [landingPath(c), c] as const))('%s', (route, chain) => {
    const $ = loadPage(route);
    const twin = markdownPathFor(route);
    expect($('link[rel="alternate"][type="text/markdown"]').attr('href')).toBe(twin);
    const markdown = readFileSync(path.join(buildDir, twin), 'utf8');
    const pageUrl = `${provider.docsUrl}${route}`;
    expect(
      markdown.startsWith(`# ${landingPageTitle(chain.name)}\n\n> Source: ${pageUrl} · MCP server for these docs: ${mcpServer.url}\n`),
    ).toBe(true);
    // The headings the page draws, in its order.
    const headings = $('article h2')
      .map(
        (_, h) =>
          `## ${$(h)
            .text()
            .replace(/\u200b/g, '')
            .trim()}`,
      )
      .get();
    expect(headings.length).toBeGreaterThan(0);
    expect(markdown.split('\n').filter((l) => l.startsWith('## '))).toEqual(headings);
    if (chain.ledgerFolder && apps[chain.ledgerFolder]) {
      const app = apps[chain.ledgerFolder];
      expect(markdown).toContain(`- **Ledger app version**: ${app.appVersion} · at commit \`${app.commit.slice(0, 7)}\``);
      for (const device of app.devices) expect(markdown).toContain(`\n  - ${device}\n`);
    }
    // Not the logo (decorative), nor the page tools after the article.
    expect(markdown).not.toContain('/img/chains/');
    expect(markdown).not.toContain('Report a problem');
    expect(markdown).not.toMatch(/on this device/);
    // /llms.txt lists it under the chain pages, linked to the twin.
    expect(chainsPart).toContain(`- [${landingPageTitle(chain.name)}](${provider.docsUrl}${twin}): ${chain.description}`);
  });
});
