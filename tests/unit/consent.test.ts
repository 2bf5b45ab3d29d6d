// @vitest-environment jsdom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {buildKlaroConfig} from '../../src/consent/klaroConfig';
import {browserStorageInventory, consentServices, consentStorageKey} from '../../src/consent/services';
import {readStoredConsents, storageAvailable} from '../../src/consent/storedConsent';
import {analyticsActive, countedLast, setAnalyticsConsent, trackPageView} from '../../src/consent/analytics';

describe('consent services (SPEC 3)', () => {
  const byName = Object.fromEntries(consentServices.map((s) => [s.name, s]));

  it('cloudflare is functional and on by default', () => {
    expect(byName.cloudflare).toMatchObject({purposes: ['functional'], default: true, required: false});
  });

  it('klaro is functional, on by default and required', () => {
    expect(byName.klaro).toMatchObject({purposes: ['functional'], default: true, required: true});
  });

  it('analytics is opt-in: off by default and not required', () => {
    expect(byName.analytics).toMatchObject({purposes: ['analytics'], default: false, required: false});
  });

  it('the Klaro config carries the same services, defaults and required flags', () => {
    const config = buildKlaroConfig({storage: true, privacyPolicyUrl: '/privacy-notice'});
    expect(config.services).toEqual(
      consentServices.map((s) => ({name: s.name, title: s.title, purposes: s.purposes, default: s.default, required: s.required})),
    );
    expect(config.default).toBe(false);
    expect(config.storageMethod).toBe('localStorage');
    expect(config.storageName).toBe(consentStorageKey);
    expect(config.lang).toBe('en');
    expect(config.htmlTexts).toBe(false);
  });

  it('falls back to in-memory storage when local storage is unavailable', () => {
    expect(buildKlaroConfig({storage: false, privacyPolicyUrl: '/p'}).storageMethod).toBe('test');
  });

  it('the storage inventory names the consent key and every SPEC 3 storage entry', () => {
    const keys = browserStorageInventory.flatMap((i) => i.keys).join(' ');
    for (const needle of [
      'theme',
      'docusaurus.announcement',
      'RECENT_SEARCHES',
      'FAVORITE_SEARCHES',
      'docs-preferred-version-',
      consentStorageKey,
    ]) {
      expect(keys).toContain(needle);
    }
  });
});

describe('stored consent', () => {
  beforeEach(() => localStorage.clear());

  it('is undefined before the reader decides', () => {
    expect(readStoredConsents()).toBeUndefined();
  });

  it("reads Klaro's encoded JSON and ignores unknown services", () => {
    localStorage.setItem(consentStorageKey, encodeURIComponent(JSON.stringify({analytics: true, klaro: true, other: true})));
    expect(readStoredConsents()).toEqual({analytics: true, klaro: true});
  });

  it('treats corrupt data as no decision', () => {
    localStorage.setItem(consentStorageKey, '%7Bnot json');
    expect(readStoredConsents()).toBeUndefined();
  });

  it('reports storage as unavailable when it throws', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storageAvailable()).toBe(false);
    spy.mockRestore();
    expect(storageAvailable()).toBe(true);
  });
});

describe('analytics gate', () => {
  const settings = {gtagId: 'G-TEST', scriptUrl: 'https://analytics.invalid/gtag/js'};
  type W = {dataLayer?: IArguments[]};
  const events = () => ((window as unknown as W).dataLayer ?? []).map((args) => Array.from(args)).filter((a) => a[0] === 'event');

  afterEach(() => {
    setAnalyticsConsent(false, settings);
  });

  it('without a measurement id there is no tag, even with consent', () => {
    expect(setAnalyticsConsent(true, {gtagId: '', scriptUrl: settings.scriptUrl})).toBe(false);
    expect(document.querySelector('script[src*="gtag"]')).toBeNull();
  });

  it('loads the tag with IP anonymisation only after consent, then reports page views until withdrawn', () => {
    trackPageView({pathname: '/before', search: '', hash: ''});
    expect(document.querySelector('script[src^="https://analytics.invalid"]')).toBeNull();

    expect(setAnalyticsConsent(true, settings)).toBe(true);
    const script = document.querySelector<HTMLScriptElement>('script[src^="https://analytics.invalid"]');
    expect(script?.src).toBe('https://analytics.invalid/gtag/js?id=G-TEST');
    const config = ((window as unknown as W).dataLayer ?? []).map((a) => Array.from(a)).find((a) => a[0] === 'config');
    expect(config).toEqual(['config', 'G-TEST', {anonymize_ip: true, send_page_view: false}]);

    trackPageView({pathname: '/zemu', search: '', hash: ''});
    trackPageView({pathname: '/ping', search: '', hash: ''});
    expect(events().map((e) => (e[2] as {page_path: string}).page_path)).toEqual(['/zemu', '/ping']);

    setAnalyticsConsent(false, settings);
    expect(analyticsActive()).toBe(false);
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST']).toBe(true);
    trackPageView({pathname: '/after', search: '', hash: ''});
    expect(events()).toHaveLength(2);
  });

  it('remembers the page the last page view was sent for (hydration does not count it again)', () => {
    const zemu = {pathname: '/zemu', search: '', hash: ''};
    setAnalyticsConsent(true, settings);
    trackPageView(zemu);
    expect(countedLast(zemu)).toBe(true);
    expect(countedLast({...zemu, hash: '#install'})).toBe(false);
    trackPageView({pathname: '/ping', search: '', hash: ''});
    expect(countedLast(zemu)).toBe(false);
  });

  it('logs one clear console error when the script fails to load', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setAnalyticsConsent(true, settings);
    const script = document.querySelector<HTMLScriptElement>('script[src^="https://analytics.invalid"]')!;
    script.dispatchEvent(new Event('error'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toMatch(/Analytics script failed to load/);
    error.mockRestore();
  });
});

/** jsdom has no ResizeObserver: this one lets a test resize the observed notice by calling its callback. */
class FakeResizeObserver {
  static live = new Set<FakeResizeObserver>();
  constructor(readonly callback: () => void) {
    FakeResizeObserver.live.add(this);
  }
  observe(): void {}
  disconnect(): void {
    FakeResizeObserver.live.delete(this);
  }
}

describe("first-visit notice (the site's own, Klaro only on demand)", () => {
  const klaroCalls: string[] = [];
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('style');
    FakeResizeObserver.live.clear();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    klaroCalls.length = 0;
    vi.doMock('klaro/dist/klaro-no-css', () => ({
      getManager: () => {
        klaroCalls.push('getManager');
        return {confirmed: true, consents: {}, watch() {}, updateConsent() {}, saveConsents() {}};
      },
      show: () => {
        klaroCalls.push('show');
        return true;
      },
      render: () => klaroCalls.push('render'),
    }));
    vi.doMock('../../src/consent/klaro.css', () => ({}));
  });
  afterEach(() => {
    vi.doUnmock('klaro/dist/klaro-no-css');
    vi.doUnmock('../../src/consent/klaro.css');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const settings = {klaroScriptUrl: '', privacyPolicyUrl: '/privacy-notice'};
  const notice = () => document.querySelector('#consent-notice .cookie-notice');
  const button = (name: string) =>
    Array.from(document.querySelectorAll<HTMLElement>('#consent-notice button, #consent-notice a')).find((b) => b.textContent === name)!;

  it('shows a labelled dialog with the Klaro texts, without loading Klaro', async () => {
    const {showNoticeIfUndecided} = await import('../../src/consent/consentManager');
    showNoticeIfUndecided(settings);
    const dialog = notice()!;
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Cookies and storage');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toMatch(/works without cookies/);
    expect(['Choose', 'Only necessary', 'Accept all'].map((n) => button(n)?.textContent)).toEqual([
      'Choose',
      'Only necessary',
      'Accept all',
    ]);
    expect(klaroCalls).toEqual([]);
  });

  it("'Accept all' stores every service in Klaro's format, tells listeners and removes the notice", async () => {
    const {showNoticeIfUndecided, onConsentChange} = await import('../../src/consent/consentManager');
    const heard: Array<[unknown, boolean]> = [];
    onConsentChange((c, interactive) => heard.push([c, interactive]));
    showNoticeIfUndecided(settings);
    button('Accept all').click();
    expect(JSON.parse(decodeURIComponent(localStorage.getItem(consentStorageKey)!))).toEqual({
      cloudflare: true,
      klaro: true,
      analytics: true,
    });
    expect(heard).toEqual([[{cloudflare: true, klaro: true, analytics: true}, true]]);
    expect(notice()).toBeNull();
    expect(klaroCalls).toEqual([]);
  });

  it("'Only necessary' keeps the required service only, as Klaro's decline does, and the notice does not return", async () => {
    const {showNoticeIfUndecided, hasConsent} = await import('../../src/consent/consentManager');
    showNoticeIfUndecided(settings);
    button('Only necessary').click();
    expect(JSON.parse(decodeURIComponent(localStorage.getItem(consentStorageKey)!))).toEqual({
      cloudflare: false,
      klaro: true,
      analytics: false,
    });
    expect(hasConsent('analytics')).toBe(false);
    showNoticeIfUndecided(settings);
    expect(notice()).toBeNull();
  });

  it('keeps the room the shown notice takes at the window bottom on <html>, for the corner buttons, until the reader decides', async () => {
    const {noticeRoomProperty} = await import('../../src/consent/notice');
    const {showNoticeIfUndecided} = await import('../../src/consent/consentManager');
    const room = () => document.documentElement.style.getPropertyValue(noticeRoomProperty);
    let top = window.innerHeight - 198;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({top}) as DOMRect);
    showNoticeIfUndecided(settings);
    expect(room()).toBe('198px');
    // Narrower, its text wraps onto another line: the notice grows.
    top -= 24.4;
    for (const observer of FakeResizeObserver.live) observer.callback();
    expect(room()).toBe('223px');
    button('Only necessary').click();
    expect(room()).toBe('');
    expect(FakeResizeObserver.live.size).toBe(0);
  });

  it("keeps the same room for Klaro's own copy of the notice, drawn when its dialog is closed undecided, until Klaro hides it", async () => {
    const {noticeRoomProperty} = await import('../../src/consent/notice');
    const {enhanceKlaroDialog} = await import('../../src/consent/klaroDialog');
    const room = () => document.documentElement.style.getPropertyValue(noticeRoomProperty);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({top: window.innerHeight - 240}) as DOMRect);
    document.body.innerHTML = '<div id="klaro"><div class="klaro"><div class="cookie-modal"><div class="cm-modal"></div></div></div></div>';
    enhanceKlaroDialog(null);
    expect(room()).toBe('');
    // Klaro re-renders its root: the dialog goes and its notice takes its place.
    document.querySelector('#klaro .klaro')!.innerHTML = '<div class="cookie-notice" role="dialog" tabindex="0"></div>';
    await vi.waitFor(() => expect(room()).toBe('240px'));
    expect(FakeResizeObserver.live.size).toBe(1);
    // Decided there: Klaro hides its notice by a class.
    document.querySelector('#klaro .cookie-notice')!.classList.add('cookie-notice-hidden');
    await vi.waitFor(() => expect(room()).toBe(''));
    expect(FakeResizeObserver.live.size).toBe(0);
  });

  it("'Choose' loads Klaro and opens its settings dialog", async () => {
    const {showNoticeIfUndecided} = await import('../../src/consent/consentManager');
    showNoticeIfUndecided(settings);
    button('Choose').click();
    await vi.waitFor(() => expect(klaroCalls).toContain('show'));
  });

  /** The page as built: the notice's HTML and its inline script after the app root, run as a browser would. */
  async function loadStaticPage() {
    const {noticeHtmlTags} = await import('../../src/consent/notice');
    document.body.innerHTML = `<div id="__docusaurus"></div>${noticeHtmlTags().join('')}`;
    new Function(document.querySelector('body > script')!.textContent!)();
    return document.getElementById('consent-notice')!;
  }

  it("the page's HTML shows the notice before any bundle runs when nothing is stored", async () => {
    const host = await loadStaticPage();
    expect(host.hidden).toBe(false);
    expect(notice()?.getAttribute('role')).toBe('dialog');
    expect(['Choose', 'Only necessary', 'Accept all'].map((n) => button(n)?.textContent)).toEqual([
      'Choose',
      'Only necessary',
      'Accept all',
    ]);
  });

  it("the page's HTML keeps the notice hidden for a reader who has decided, and the client removes it", async () => {
    localStorage.setItem(consentStorageKey, encodeURIComponent(JSON.stringify({cloudflare: true, klaro: true, analytics: false})));
    expect((await loadStaticPage()).hidden).toBe(true);
    const {showNoticeIfUndecided} = await import('../../src/consent/consentManager');
    showNoticeIfUndecided(settings);
    expect(document.getElementById('consent-notice')).toBeNull();
  });

  it("the page's HTML shows the notice when storage cannot be read", async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect((await loadStaticPage()).hidden).toBe(false);
    } finally {
      getItem.mockRestore();
    }
  });

  it("the client wires the page's copy (one notice, each button acting once)", async () => {
    await loadStaticPage();
    const {showNoticeIfUndecided, onConsentChange} = await import('../../src/consent/consentManager');
    const heard: unknown[] = [];
    onConsentChange((c) => heard.push(c));
    showNoticeIfUndecided(settings);
    showNoticeIfUndecided(settings);
    expect(document.querySelectorAll('#consent-notice')).toHaveLength(1);
    button('Only necessary').click();
    expect(heard).toEqual([{cloudflare: false, klaro: true, analytics: false}]);
    expect(notice()).toBeNull();
  });

  it('escapes the notice texts in the HTML', async () => {
    const {noticeMarkup} = await import('../../src/consent/notice');
    const {noticeTexts} = await import('../../src/consent/noticeTexts');
    const host = document.createElement('div');
    host.innerHTML = noticeMarkup();
    expect(host.querySelector('#id-cookie-notice')?.textContent).toBe(noticeTexts.description);
  });
});
