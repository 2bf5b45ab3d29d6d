/**
 * Every landing page of a chain with a ledger-apps folder shows the app's figures from the data:
 * version and devices from apps.json, path, coin type and class byte from the APDU data, and the
 * method count of the latest supported list, each next to a link to its source.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {landingChains, landingPath} from '../../src/data/chains';
import {apduSpecs, claHex} from '../../src/ledger/apdu/index';
import {loadChainFacts} from '../../src/plugins/chain-landing-pages/chainFactsLoader';
import {loadPage} from './built-site';

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

    // The table of contents lists the sections the page draws, with the same ids.
    for (const id of ['at-a-glance', 'for-developers', 'install-on-a-device']) {
      expect($(`#${id}`), id).toHaveLength(1);
      expect($(`.table-of-contents a[href="#${id}"]`).length, `TOC entry ${id}`).toBeGreaterThan(0);
    }
  });

  it('the Lisk page has no empty fact sections', () => {
    const $ = loadPage('/Lisk');
    expect($('#at-a-glance')).toHaveLength(0);
    expect($('#for-developers')).toHaveLength(0);
    $('main h2').each((_, h) => {
      expect($(h).parent().text().trim().length).toBeGreaterThan($(h).text().trim().length);
    });
  });
});
