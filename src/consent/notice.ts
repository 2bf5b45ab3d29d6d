/**
 * The first-visit consent notice, drawn without Klaro. Klaro (~210 KB of JavaScript) is loaded
 * only when the reader opens the settings dialog ('Choose' here, or 'Cookies settings' in the
 * footer), so a first page view does not pay for it. The markup and class names are Klaro's
 * own, so its stylesheet (klaro.css, in the site stylesheet) draws the notice exactly as Klaro
 * would, and choices are stored in Klaro's format for its dialog to read.
 */
import {noticeTexts} from './klaroConfig';

export const noticeElementId = 'consent-notice';

export interface NoticeHandlers {
  onAccept: () => void;
  onDecline: () => void;
  onChoose: () => void;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** Shows the notice at the bottom right; returns a function that removes it. */
export function renderNotice({onAccept, onDecline, onChoose}: NoticeHandlers): () => void {
  document.getElementById(noticeElementId)?.remove();
  const accept = el('button', {type: 'button', class: 'cm-btn cm-btn-success'}, noticeTexts.ok);
  const decline = el('button', {type: 'button', class: 'cm-btn cm-btn-danger cn-decline'}, noticeTexts.decline);
  const choose = el('a', {href: '#', class: 'cm-link cn-learn-more'}, noticeTexts.learnMore);
  const host = el(
    'div',
    {id: noticeElementId, style: '--notice-bottom: 20px; --notice-top: auto; --notice-right: 20px; --notice-left: auto;'},
    el(
      'div',
      {lang: 'en', class: 'klaro'},
      el(
        'div',
        {role: 'dialog', 'aria-describedby': 'id-cookie-notice', 'aria-labelledby': 'id-cookie-title', tabindex: '0', class: 'cookie-notice'},
        el(
          'div',
          {class: 'cn-body'},
          el('h2', {id: 'id-cookie-title'}, noticeTexts.title),
          el('p', {id: 'id-cookie-notice'}, noticeTexts.description),
          el('div', {class: 'cn-ok'}, choose, el('div', {class: 'cn-buttons'}, decline, accept)),
        ),
      ),
    ),
  );
  accept.addEventListener('click', onAccept);
  decline.addEventListener('click', onDecline);
  choose.addEventListener('click', (event) => {
    event.preventDefault();
    onChoose();
  });
  document.body.appendChild(host);
  return () => host.remove();
}
