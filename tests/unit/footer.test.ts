import {describe, expect, it} from 'vitest';
import {copyrightLine, footerColumns, mainSite} from '../../src/data/footer';
import {provider} from '../../src/data/site';

describe('footer data (SPEC 2.6)', () => {
  it('builds main-site links from the one origin setting', () => {
    expect(mainSite('/careers')).toBe(`${provider.mainSiteOrigin}/careers`);
    const company = footerColumns.find((c) => c.title === 'Company')!;
    for (const entry of company.entries) expect('href' in entry && entry.href.startsWith(provider.mainSiteOrigin)).toBe(true);
  });

  it('has four columns with four external product links and one consent action', () => {
    expect(footerColumns.map((c) => c.title)).toEqual(['Company', 'Projects', 'Legal', 'Follow us']);
    expect(footerColumns[1]!.entries.filter((e) => 'href' in e && /^https:\/\//.test(e.href))).toHaveLength(4);
    expect(footerColumns.flatMap((c) => c.entries).filter((e) => 'action' in e)).toEqual([
      {label: 'Cookies settings', action: 'consent-settings'},
    ]);
  });

  it('puts the year and provider in the copyright line', () => {
    expect(copyrightLine(2031)).toBe(`© 2031 ${provider.name}. All rights reserved.`);
  });
});
