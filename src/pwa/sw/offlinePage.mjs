/**
 * The page the service worker answers a navigation with when the network fails and the page was never
 * stored: the same words as the in-tab notice (src/components/chrome/OfflineNotice), then links to
 * everything that does work offline. Self-contained HTML, so it needs nothing that may be missing offline:
 * inline styles, and one inline script that applies the reader's colour choice (Docusaurus keeps it in
 * localStorage 'theme'; without one, the system's). The worker makes this response, with no
 * Content-Security-Policy header of the host's, so the script is not blocked.
 */

import {escapeHtml} from '@zondax/docs-core/text/escapeHtml.mjs';
import {offlineWords} from '../shared.mjs';

const dark = 'color-scheme:dark;--bg:#0f0f17;--fg:#e3e3e3;--muted:#b0b0c4;--link:#a59dff;--border:#2c2c3d;--surface:#181824';

/** Colours of the site (src/css/custom.css) in both modes; the offline page has no stylesheet of its own. */
const style = `
:root{color-scheme:light;--bg:#fff;--fg:#1c1e21;--muted:#5a5a70;--link:#4a3aff;--border:#e3e3ee;--surface:#f6f6fb}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${dark}}}
:root[data-theme=dark]{${dark}}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
main{max-width:46rem;margin:0 auto;padding:2rem 1.25rem 3rem}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}
h2{font-size:1.15rem;margin:2rem 0 .5rem}
a{color:var(--link)}
code{background:var(--surface);border:1px solid var(--border);border-radius:.3rem;padding:0 .25rem;font-size:90%;overflow-wrap:anywhere}
.notice{border:1px solid var(--border);background:var(--surface);border-radius:.5rem;padding:1rem 1.25rem}
ul{padding-left:1.25rem}li{margin:.25rem 0}.muted{color:var(--muted)}`;

/** Before the first paint: the reader's stored choice, 'light' or 'dark' (none: the system's). */
const colourChoice =
  "try{var t=localStorage.getItem('theme');if(t==='light'||t==='dark')document.documentElement.setAttribute('data-theme',t)}catch(e){}";

/**
 * @param {{path: string, siteTitle: string, home: string, pages: {url: string, title: string}[], sections: {title: string, url: string}[]}} input
 *   path: what the reader asked for; pages: stored pages (title, URL); sections: sections kept offline.
 */
export function offlinePageHtml({path, siteTitle, home, pages, sections}) {
  const link = ({url, title}) => `<li><a href="${escapeHtml(url)}">${escapeHtml(title || url)}</a></li>`;
  const sorted = [...pages].sort((a, b) => (a.title || a.url).localeCompare(b.title || b.url));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${offlineWords.title} | ${escapeHtml(siteTitle)}</title><style>${style}</style>
<script>${colourChoice}</script></head>
<body><main data-offline-page>
<h1>${offlineWords.title}</h1>
<p class="notice" role="alert">${offlineWords.beforePath} <code>${escapeHtml(path)}</code> ${offlineWords.afterPath}</p>
${sections.length ? `<h2>Sections kept offline</h2><ul>${sections.map(link).join('')}</ul>` : ''}
<h2>Pages available offline</h2>
${
  sorted.length
    ? `<ul>${sorted.map(link).join('')}</ul>`
    : `<p class="muted">None yet: pages are kept on this device once you open them.</p>`
}
<p><a href="${escapeHtml(home)}">${escapeHtml(siteTitle)} home</a></p>
</main></body></html>`;
}
