import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readSettings, settingDefinitions} from '../../src/config/buildSettings';
import {clientBuildSettings} from '../../src/config/buildSettings';
import {fasterKeyFor, installedCoreVersion} from '../../src/config/fasterFlag';

const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');

/** The README's environment table, exactly as the definitions produce it. */
function expectedTable(): string {
  const rows = Object.entries(settingDefinitions).map(([name, d]) => `| \`${name}\` | ${d.default} | ${d.meaning} |`);
  return ['| Variable | Default | What it changes |', '|---|---|---|', ...rows].join('\n');
}

describe('build settings: one module, one README table', () => {
  it('the README lists every build setting with its default and meaning (paste the expected table on failure)', () => {
    expect(readme.includes(expectedTable()), `README.md must contain this table:\n\n${expectedTable()}\n`).toBe(true);
  });

  it('defaults: local search, all sections, dates on, warnings for links, no test routes', () => {
    const s = readSettings({});
    expect(s).toMatchObject({
      baseUrl: '/',
      strictLinks: false,
      onlySections: undefined,
      showLastUpdate: true,
      disableThemeSwitch: false,
      docVisualizationTest: 'false',
      docsAuthUrl: '',
      analyticsGtagId: '',
      analyticsScriptUrl: settingDefinitions.ANALYTICS_SCRIPT_URL.default,
      klaroScriptUrl: '',
      algolia: {appId: '', searchApiKey: '', indexName: ''},
      mcpAllowedOrigins: [],
    });
  });

  it('MCP_ALLOWED_ORIGINS: origins in lower case without a trailing slash; anything else stops the build', () => {
    expect(readSettings({MCP_ALLOWED_ORIGINS: 'https://Docs.Example.com/, http://127.0.0.1:3000'}).mcpAllowedOrigins).toEqual([
      'https://docs.example.com',
      'http://127.0.0.1:3000',
    ]);
    expect(() => readSettings({MCP_ALLOWED_ORIGINS: 'docs.example.com'})).toThrow(/MCP_ALLOWED_ORIGINS takes origins/);
    expect(() => readSettings({MCP_ALLOWED_ORIGINS: 'https://docs.example.com/path'})).toThrow(/MCP_ALLOWED_ORIGINS takes origins/);
  });

  it("switches turn on only with 'true'", () => {
    expect(readSettings({DOC_VISUALIZATION_TEST: 'yes'}).docVisualizationTest).toBe('false');
    expect(readSettings({DOC_VISUALIZATION_TEST: 'true'}).docVisualizationTest).toBe('true');
    expect(readSettings({CI: '1'}).strictLinks).toBe(false);
    expect(readSettings({CI: 'true'}).strictLinks).toBe(true);
    expect(readSettings({STRICT_LINKS: 'true'}).strictLinks).toBe(true);
    expect(readSettings({DISABLE_THEME_SWITCH: 'true'}).disableThemeSwitch).toBe(true);
    expect(readSettings({LAST_UPDATE: 'false'}).showLastUpdate).toBe(false);
  });

  it('values: section list trimmed, base URL, Algolia keys trimmed, docs authentication URL never hard-coded', () => {
    const s = readSettings({
      SECTIONS: ' zemu, ping ,',
      BASE_URL: '/docs/',
      ALGOLIA_APP_ID: ' APP ',
      ALGOLIA_SEARCH_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'idx',
      DOCS_AUTH_URL: 'https://auth.example.test',
    });
    expect(s.onlySections).toEqual(['zemu', 'ping']);
    expect(s.baseUrl).toBe('/docs/');
    expect(s.algolia).toEqual({appId: 'APP', searchApiKey: 'key', indexName: 'idx'});
    expect(s.docsAuthUrl).toBe('https://auth.example.test');
    expect(readSettings({SECTIONS: ' , '}).onlySections).toBeUndefined();
  });

  it('the browser gets only the client settings, never the Algolia keys or build switches', () => {
    const client = clientBuildSettings(readSettings({ALGOLIA_APP_ID: 'APP', CI: 'true', DOCS_AUTH_URL: 'https://a.test'}));
    expect(Object.keys(client).sort()).toEqual([
      'analyticsGtagId',
      'analyticsScriptUrl',
      'docVisualizationTest',
      'docsAuthUrl',
      'klaroScriptUrl',
    ]);
    expect(client.docsAuthUrl).toBe('https://a.test');
  });
});

describe('Docusaurus Faster options key follows the installed core', () => {
  it('is experimental_faster before 3.10 and faster from 3.10 (where the old key stops the build)', () => {
    expect(fasterKeyFor('3.8.1')).toBe('experimental_faster');
    expect(fasterKeyFor('3.9.2')).toBe('experimental_faster');
    expect(fasterKeyFor('3.10.0')).toBe('faster');
    expect(fasterKeyFor('3.10.2')).toBe('faster');
    expect(fasterKeyFor('4.0.0')).toBe('faster');
    expect(installedCoreVersion()).toBe('3.8.1');
  });
});
