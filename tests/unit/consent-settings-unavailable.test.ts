// @vitest-environment jsdom
/**
 * Issue 42 / SPEC 3: when the settings dialog's code cannot load (offline, or removed by a deployment), the
 * footer's "Cookies settings" opens the site's own notice instead, with a line saying why, focused; its
 * buttons still record a choice, and the notice goes once the reader decides. Here the dialog's script is
 * a configured URL whose load fails (the bundled copy's chunk fails the same way in the browser e2e).
 */
import {afterEach, beforeEach, expect, it, vi} from 'vitest';
import {consentStorageKey} from '../../src/consent/services';
import {noticeElementId} from '../../src/consent/notice';

const {showSettings, saveConsents, allConsents} = await import('../../src/consent/consentManager');

const settings = {klaroScriptUrl: 'https://consent.example/klaro.js', privacyPolicyUrl: '/privacy-notice'};

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // jsdom has no ResizeObserver (the notice keeps its room on <html> with one: consent.test.ts checks that).
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe(): void {}
      disconnect(): void {}
    },
  );
});
afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Opens the settings as the footer does and lets the script fail to load. */
async function openSettingsThatFail(): Promise<void> {
  const opening = showSettings(settings);
  const script = document.head.querySelector<HTMLScriptElement>(`script[src="${settings.klaroScriptUrl}"]`);
  expect(script).not.toBeNull();
  script!.dispatchEvent(new Event('error'));
  await opening;
}

const notice = () => document.getElementById(noticeElementId);
const note = () => notice()?.querySelector('[role="status"]')?.textContent;

it('a reader who had decided gets the notice, with the reason, focused', async () => {
  saveConsents(allConsents(false));
  await openSettingsThatFail();
  expect(notice()?.hidden).toBe(false);
  expect(note()).toBe(
    'The detailed settings could not be loaded. You can still accept all or keep only what is necessary here, or press Choose to try again.',
  );
  expect(document.activeElement).toBe(notice()!.querySelector('.cookie-notice'));
  expect(console.error).toHaveBeenCalledWith(`Consent manager failed to load from ${settings.klaroScriptUrl}`);
});

it('offline, the line says so', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await openSettingsThatFail();
  expect(note()).toMatch(/^The detailed settings could not be loaded: you are offline\./);
});

it("the notice's buttons record the choice in Klaro's format and the notice goes", async () => {
  saveConsents(allConsents(false));
  await openSettingsThatFail();
  notice()!.querySelector<HTMLButtonElement>('.cm-btn-success')!.click();
  expect(notice()).toBeNull();
  expect(JSON.parse(decodeURIComponent(localStorage.getItem(consentStorageKey)!))).toEqual(allConsents(true));
});

it('Choose tries the dialog again; a second failure keeps one notice with one line', async () => {
  await openSettingsThatFail();
  notice()!.querySelector<HTMLAnchorElement>('.cn-learn-more')!.click();
  const tries = document.head.querySelectorAll<HTMLScriptElement>(`script[src="${settings.klaroScriptUrl}"]`);
  expect(tries).toHaveLength(2);
  const retried = tries[1];
  retried.dispatchEvent(new Event('error'));
  await vi.waitFor(() => expect(console.error).toHaveBeenCalledTimes(2));
  expect(document.querySelectorAll(`#${noticeElementId}`)).toHaveLength(1);
  expect(notice()!.querySelectorAll('[role="status"]')).toHaveLength(1);
});
