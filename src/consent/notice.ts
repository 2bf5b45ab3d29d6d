/**
 * The first-visit consent notice, drawn without Klaro. Klaro (~210 KB of JavaScript) is loaded
 * only when the reader opens the settings dialog ('Choose' here, or 'Cookies settings' in the
 * footer), so a first page view does not pay for it. The markup and class names are Klaro's
 * own, so its stylesheet (klaro.css, in the site stylesheet) draws the notice exactly as Klaro
 * would, and choices are stored in Klaro's format for its dialog to read.
 *
 * The notice is part of every page's HTML (noticeHtmlTags, after the app root), hidden, and an
 * inline script right after it shows it when no choice is stored. Drawn by JavaScript after the
 * page had loaded, the notice was the largest text a phone painted on short pages, so their
 * Largest Contentful Paint waited for the whole bundle; now it paints with the page. Without
 * JavaScript it stays hidden: nothing that needs consent can run then.
 */
import {escapeHtml} from '@zondax/docs-core/text/escapeHtml.mjs';
import {noticeTexts} from './noticeTexts';
import {consentStorageKey} from './rules';

export const noticeElementId = 'consent-notice';

/** The notice's HTML, hidden; the same markup for the static page and the client fallback. */
export function noticeMarkup(): string {
  const t = Object.fromEntries(Object.entries(noticeTexts).map(([k, v]) => [k, escapeHtml(v)])) as Record<keyof typeof noticeTexts, string>;
  return (
    `<div id="${noticeElementId}" hidden style="--notice-bottom: 20px; --notice-top: auto; --notice-right: 20px; --notice-left: auto;">` +
    '<div lang="en" class="klaro">' +
    '<div role="dialog" aria-describedby="id-cookie-notice" aria-labelledby="id-cookie-title" tabindex="0" class="cookie-notice">' +
    '<div class="cn-body">' +
    `<h2 id="id-cookie-title">${t.title}</h2>` +
    `<p id="id-cookie-notice">${t.description}</p>` +
    '<div class="cn-ok">' +
    `<a href="#" class="cm-link cn-learn-more">${t.learnMore}</a>` +
    '<div class="cn-buttons">' +
    `<button type="button" class="cm-btn cm-btn-danger cn-decline">${t.decline}</button>` +
    `<button type="button" class="cm-btn cm-btn-success">${t.ok}</button>` +
    '</div></div></div></div></div></div>'
  );
}

/**
 * Shows the notice before the first paint when nothing is stored under Klaro's key, or when
 * storage cannot be read (the reader is then asked on every visit, as Klaro would).
 */
export const noticeRevealScript = `try{if(localStorage.getItem(${JSON.stringify(consentStorageKey)})===null)throw 0}catch(e){document.getElementById(${JSON.stringify(noticeElementId)}).hidden=false}`;

/** For a plugin's injectHtmlTags (postBodyTags): the hidden notice and the script that reveals it. */
export const noticeHtmlTags = (): string[] => [noticeMarkup(), `<script>${noticeRevealScript}</script>`];

export interface NoticeHandlers {
  onAccept: () => void;
  onDecline: () => void;
  onChoose: () => void;
  /** A line shown under the description, announced to screen readers (why the settings dialog did not open). */
  note?: string;
}

export const noticeNoteClass = 'cn-note';

/**
 * How much of the window's bottom the shown notice takes (its height and the gap under it), as this property on
 * <html>; custom.css lifts the page's corner buttons (back to top, the API reference's phone menu) above it and keeps
 * the focus scrolled clear of it (scroll-padding-bottom, WCAG 2.4.11). Without it they sat under the notice.
 */
export const noticeRoomProperty = '--consent-notice-room';

let reserved: {notice: HTMLElement; stop: () => void} | undefined;

/**
 * Keeps noticeRoomProperty in step with this notice while it is shown (its text wraps anew at each width), in place of
 * any other: the page's copy here, or Klaro's own copy, which Klaro shows when the reader closes its settings dialog
 * undecided (./klaroDialog.ts follows it).
 */
export function reserveNoticeRoom(notice: HTMLElement): void {
  if (reserved?.notice === notice) return;
  releaseNoticeRoom();
  const root = document.documentElement;
  const measure = () =>
    root.style.setProperty(noticeRoomProperty, `${Math.max(0, Math.ceil(window.innerHeight - notice.getBoundingClientRect().top))}px`);
  const observer = new ResizeObserver(measure);
  observer.observe(notice);
  window.addEventListener('resize', measure);
  measure();
  reserved = {
    notice,
    stop: () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(noticeRoomProperty);
    },
  };
}

/** Gives the room back: that of this notice only, when one is named (another may hold it by now). */
export function releaseNoticeRoom(notice?: HTMLElement): void {
  if (!reserved || (notice && reserved.notice !== notice)) return;
  reserved.stop();
  reserved = undefined;
}

const siteNotice = (host: HTMLElement) => host.querySelector<HTMLElement>('.cookie-notice')!;

/** Shows the notice at the bottom right (the page's copy, or a new one); returns a function that removes it. */
export function renderNotice({onAccept, onDecline, onChoose, note}: NoticeHandlers): () => void {
  if (!document.getElementById(noticeElementId)) document.body.insertAdjacentHTML('beforeend', noticeMarkup());
  const host = document.getElementById(noticeElementId)!;
  const remove = () => {
    releaseNoticeRoom(siteNotice(host));
    host.remove();
  };
  host.hidden = false;
  reserveNoticeRoom(siteNotice(host));
  if (note !== undefined) {
    let line = host.querySelector<HTMLElement>(`.${noticeNoteClass}`);
    if (!line) {
      line = document.createElement('p');
      line.className = noticeNoteClass;
      line.setAttribute('role', 'status');
      host.querySelector('#id-cookie-notice')!.after(line);
    }
    line.textContent = note;
  }
  if (host.dataset.wired) return remove;
  host.dataset.wired = 'true';
  const on = (selector: string, handler: () => void) =>
    host.querySelector(selector)!.addEventListener('click', (event) => {
      event.preventDefault();
      handler();
    });
  on('.cm-btn-success', onAccept);
  on('.cn-decline', onDecline);
  on('.cn-learn-more', onChoose);
  return remove;
}

/** A reader who has decided has no use for the page's hidden copy. */
export function removeNotice(): void {
  const host = document.getElementById(noticeElementId);
  if (!host) return;
  releaseNoticeRoom(siteNotice(host));
  host.remove();
}
