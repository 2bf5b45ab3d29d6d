/**
 * When each app's facts were last checked against its code (issue 62, apps.json checkedAt): every app
 * records the day, never before the commit it was checked at; the chain landing page says it with a link to that
 * commit, and the APDU page gives the page's own check (the same commit, on the later of the app's day and the page's).
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import appsJson from '../../data/ledger-apps/apps.json';
import {apduSpecs} from '../../src/ledger/apdu';
import {checkedAt} from '@zondax/docs-core/ledger/apdu/checkedAt';
import {longDate} from '@zondax/docs-core/text/longDate';
import {appsFileSchema, type AppInfo} from '@zondax/docs-core/ledger/supported/schema';
import {loadChainFacts} from '../../src/plugins/chain-landing-pages/chainFactsLoader';
import {ownCheckedAtOfFile, withCodeCheck} from '../../src/config/codeCheck';
import {ApduSpec, onPage, text} from './fixtures/apduSpecPage';

const apps = appsJson as Record<string, AppInfo>;

describe('checkedAt', () => {
  it('every app records when its facts were checked against the code, on or after the day of that commit', () => {
    expect(appsFileSchema.safeParse(apps).success).toBe(true);
    for (const [folder, app] of Object.entries(apps)) {
      expect(
        app.checkedAt,
        `${folder}: record checkedAt in data/ledger-apps/apps.json after npm run ledger:upstream reports it current`,
      ).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(app.checkedAt! >= app.date, folder).toBe(true);
    }
  });

  it('the schema refuses a date in another form', () => {
    expect(appsFileSchema.safeParse({filecoin: {...apps.filecoin, checkedAt: '29.11.2026'}}).success).toBe(false);
  });

  it("the APDU page's table gives the page's check, the day the note under it gives: the later of the app's and the page's own", () => {
    const file = 'docs/ledger-apps/filecoin/APDUSPEC.mdx';
    const ownDay = ownCheckedAtOfFile(file);
    const app = apps.filecoin;
    expect(ownDay! > app.checkedAt!, 'the page was read again after the app').toBe(true);
    const row = (frontMatter: Record<string, unknown>) => {
      onPage(withCodeCheck(frontMatter, file, 'docs'));
      const html = renderToStaticMarkup(<ApduSpec spec={apduSpecs.filecoin} />);
      return html.match(/<tr><th scope="row">Checked against the code<\/th><td data-fact="checked-at">([\s\S]*?)<\/td><\/tr>/)?.[1];
    };
    const own = row({code_checked_at: ownDay});
    expect(text(own!)).toBe(`${longDate(ownDay!)}, at Zondax/ledger-filecoin@${app.commit.slice(0, 7)}`);
    expect(own).toContain(`href="https://github.com/Zondax/ledger-filecoin/tree/${app.commit}"`);
    // A page with no day of its own, or an earlier one, gives the app's.
    expect(text(row({})!)).toBe(`${longDate(app.checkedAt!)}, at Zondax/ledger-filecoin@${app.commit.slice(0, 7)}`);
    expect(text(row({code_checked_at: '2026-01-01'})!)).toContain(longDate(app.checkedAt!));
    onPage({});
  });

  it("the chain landing page gives the app's day and commit", () => {
    const facts = loadChainFacts('stacks')!;
    expect(facts.app?.checkedAt).toBe(apps.stacks.checkedAt);
    expect(facts.app?.commitSource.commit).toBe(checkedAt(apps.stacks)!.commit);
    expect(longDate('2026-11-29')).toBe('29 November 2026');
  });
});
