/**
 * Built HTML of a documentation page → clean Markdown (the page's Markdown twin).
 *
 * Works on the static HTML Docusaurus wrote, so MDX components arrive already rendered:
 * their tables become GFM tables, Prism code blocks become fenced blocks with their
 * language (and title), admonitions become GitHub alerts, Mermaid diagrams come back as
 * ```mermaid fences (from the source the Mermaid wrapper leaves in the HTML), tabs become
 * labelled blocks, and every link and image is made absolute.
 */
import TurndownService from 'turndown';
import {strikethrough, taskListItems} from 'turndown-plugin-gfm';
import {createDocument} from '@mixmark-io/domino';
import {markdownSkipAttribute, mermaidSourceAttribute} from './paths';

export interface ConvertOptions {
  /** Absolute URL of the page; relative links and images are resolved against it. */
  pageUrl: string;
}

/** Where a page's content is, in order of preference: the doc body, any article, the main element. */
const contentSelectors = ['article .theme-doc-markdown', 'article', 'main'];

/**
 * Chrome inside the content that is not content: scripts, icons, buttons and interactive widgets
 * (forms, filters, their live results), plus a.hash-link, non-checkbox inputs, aria-hidden
 * elements, decorative images (alt="", which screen readers skip too) and anything marked
 * data-markdown-skip.
 */
const removedTags = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'BUTTON',
  'SVG',
  'SELECT',
  'TEXTAREA',
  'FORM',
  'LABEL',
  'FIELDSET',
  'OUTPUT',
]);
const removedRoles = new Set(['search', 'toolbar', 'status']);

function isChrome(el: Element): boolean {
  const tag = el.nodeName;
  if (removedTags.has(tag)) return true;
  if (removedRoles.has(el.getAttribute('role') ?? '') || el.hasAttribute('aria-live')) return true;
  if (tag === 'INPUT') return (el.getAttribute('type') ?? '').toLowerCase() !== 'checkbox';
  if (tag === 'A' && / hash-link /.test(` ${el.getAttribute('class') ?? ''} `)) return true;
  if (el.hasAttribute(markdownSkipAttribute)) return true;
  if (tag === 'IMG') return el.getAttribute('alt') === '';
  return el.getAttribute('aria-hidden') === 'true';
}

/** Docusaurus admonition type → GitHub alert type (the five GitHub knows). */
const alertTypes: Record<string, string> = {
  note: 'NOTE',
  secondary: 'NOTE',
  info: 'NOTE',
  tip: 'TIP',
  success: 'TIP',
  important: 'IMPORTANT',
  warning: 'WARNING',
  caution: 'WARNING',
  danger: 'CAUTION',
};

/** Converts a whole built page (the HTML file) to Markdown. Returns '' when the page has no content. */
export function pageHtmlToMarkdown(html: string, options: ConvertOptions): string {
  // Parsing only the <article> (when there is one) skips the navbar, sidebar and footer: half the work.
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  const doc = createDocument(
    start !== -1 && end > start ? `<!doctype html><html><body><main>${html.slice(start, end + 10)}</main></body></html>` : html,
  );
  const root = findContent(doc);
  return root ? elementToMarkdown(doc, root, options) : '';
}

/** Converts an HTML fragment (the inside of a doc's content) to Markdown. */
export function contentHtmlToMarkdown(fragment: string, options: ConvertOptions): string {
  const doc = createDocument(`<!doctype html><html><body><div id="md-root">${fragment}</div></body></html>`);
  return elementToMarkdown(doc, doc.getElementById('md-root') as Element, options);
}

function findContent(doc: Document): Element | null {
  for (const selector of contentSelectors) {
    const found = doc.querySelector(selector);
    if (found) return found;
  }
  return null;
}

function elementToMarkdown(doc: Document, root: Element, options: ConvertOptions): string {
  prepare(doc, root, options.pageUrl);
  service ??= markdownService();
  writeSimpleTables(doc, root);
  const markdown = service.turndown(root as unknown as HTMLElement);
  return tidy(markdown);
}

/** Every element under root, in document order (one walk instead of one selector query per construct). */
function descendants(root: Element): Element[] {
  const out: Element[] = [];
  const visit = (el: Element) => {
    for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
      out.push(child);
      visit(child);
    }
  };
  visit(root);
  return out;
}

const hasClass = (el: Element, test: RegExp) => test.test(el.getAttribute('class') ?? '');

/** Rewrites the DOM so that each construct has one plain shape the Turndown rules below understand. */
function prepare(doc: Document, root: Element, pageUrl: string): void {
  const elements = descendants(root);
  const pick = (test: (el: Element) => boolean) => elements.filter(test);
  const mermaid = pick((el) => el.hasAttribute(mermaidSourceAttribute));
  const codeBlocks = pick((el) => el.nodeName === 'DIV' && hasClass(el, /(^|\s)(theme-code-block|codeBlockContainer_\w+)(\s|$)/));
  const chrome = pick(isChrome);
  const admonitions = pick((el) => hasClass(el, /(^|\s)theme-admonition(\s|$)/));
  const details = pick((el) => el.nodeName === 'DETAILS');
  const tabs = pick((el) => hasClass(el, /(^|\s)tabs-container(\s|$)/));
  const definitionLists = pick((el) => el.nodeName === 'DL');
  const links = pick((el) => (el.nodeName === 'A' && el.hasAttribute('href')) || (el.nodeName === 'IMG' && el.hasAttribute('src')));
  const lineBreakHints = pick((el) => el.nodeName === 'WBR');

  // Mermaid first: its source element is hidden from screen readers and must not go with the chrome.
  for (const el of mermaid) {
    el.replaceWith(codeElement(doc, el.getAttribute(mermaidSourceAttribute) ?? '', 'mermaid', ''));
  }
  for (const el of codeBlocks) {
    if (!root.contains(el)) continue; // nested in a block already replaced
    el.replaceWith(
      codeElement(doc, codeText(el), codeLanguage(el), el.querySelector('[class*="codeBlockTitle"]')?.textContent?.trim() ?? ''),
    );
  }
  for (const el of chrome) el.remove();
  // <wbr> only says where a long name may wrap on screen (src/components/CodeBreaks). Without it, and with the text
  // around it joined again, a name is one text node: escaped as a whole (INS_GET_ADDR, not INS\_GET\_ADDR).
  for (const el of lineBreakHints) el.remove();
  root.normalize();

  for (const el of admonitions) {
    const type =
      (el.getAttribute('class') ?? '')
        .split(/\s+/)
        .map((c) => /^theme-admonition-(.+)$/.exec(c)?.[1])
        .find(Boolean) ?? 'note';
    const heading = Array.from(el.children).find((child) => hasClass(child, /admonitionHeading/));
    el.setAttribute('data-md-alert', alertTypes[type] ?? 'NOTE');
    const title = heading?.textContent?.trim() ?? '';
    // Docusaurus shows the type as the default title; only a custom title is worth keeping.
    if (title && title.toLowerCase() !== type.toLowerCase()) el.setAttribute('data-md-title', title);
    heading?.remove();
  }

  for (const el of details) {
    const summary = Array.from(el.children).find((child) => child.nodeName === 'SUMMARY');
    el.setAttribute('data-md-summary', summary?.textContent?.trim() ?? '');
    summary?.remove();
  }

  for (const el of tabs) {
    const labels = all(el, '[role="tab"]').map((tab) => tab.textContent?.trim() ?? '');
    const panels = all(el, '[role="tabpanel"]');
    const block = doc.createElement('div');
    panels.forEach((panel, i) => {
      const label = doc.createElement('p');
      const strong = doc.createElement('strong');
      strong.textContent = labels[i] ?? `Tab ${i + 1}`;
      label.appendChild(strong);
      block.appendChild(label);
      while (panel.firstChild) block.appendChild(panel.firstChild);
    });
    el.replaceWith(block);
  }

  for (const el of definitionLists) el.replaceWith(definitionListAsList(doc, el));
  separateTouchingParts(doc, root);

  for (const el of links) absolutise(el, el.nodeName === 'A' ? 'href' : 'src', pageUrl);
}

/** Elements a definition's parts are written in when they sit side by side (the facts list of a chain page). */
const inlineParts = new Set(['SPAN', 'CODE', 'A', 'STRONG', 'EM', 'B', 'I', 'SMALL', 'TIME', 'DATA']);

/**
 * Markdown has no definition list: each term becomes a list item, "**term**:" followed by its
 * definitions. Parts of a term or a definition that the page sets apart by style alone (spans shown as
 * lines) are joined with " · ", so "100.0.25", "at commit …" and "Source: …" do not run together.
 */
function definitionListAsList(doc: Document, dl: Element): Element {
  const list = doc.createElement('ul');
  let item: Element | null = null;
  // HTML lets a <div> wrap each term with its definitions.
  const entries = Array.from(dl.children).flatMap((child) => (child.nodeName === 'DIV' ? Array.from(child.children) : [child]));
  for (const entry of entries) {
    if (entry.nodeName === 'DT') {
      item = doc.createElement('li');
      const term = doc.createElement('strong');
      moveParts(doc, entry, term);
      item.appendChild(term);
      item.appendChild(doc.createTextNode(':'));
      list.appendChild(item);
    } else if (entry.nodeName === 'DD' && item) {
      item.appendChild(doc.createTextNode(' '));
      moveParts(doc, entry, item);
    }
  }
  return list;
}

/** Moves an element's children into `into`, with " · " between parts set side by side (inlineParts). */
function moveParts(doc: Document, from: Element, into: Element): void {
  let previous: Node | null = null;
  while (from.firstChild) {
    const part = from.firstChild;
    // React's <!-- --> between text parts (node type 8) neither separates nor counts as a part.
    if (part.nodeType !== 8) {
      if (previous && inlineParts.has(previous.nodeName) && inlineParts.has(part.nodeName)) into.appendChild(doc.createTextNode(' · '));
      previous = part;
    }
    into.appendChild(part);
  }
}

/** Elements a page sets side by side as separate parts (a link and its description, a row of link buttons). */
const sideBySideParts = new Set(['A', 'SPAN']);

/**
 * Links and spans that touch, with no text between them, are parts the page separates by style alone (a card's
 * name and description, buttons in a row); as text they would run together ("[Zemu](…)Emulator-based…"), so
 * " · " goes between them. Prose never has them touching: words are separated by spaces.
 */
function separateTouchingParts(doc: Document, root: Element): void {
  for (const parent of [root, ...descendants(root)]) {
    let previous: Element | null = null;
    for (let node = parent.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 8) continue; // React's <!-- --> between parts
      const el = node.nodeType === 1 ? (node as Element) : null;
      if (
        el &&
        previous &&
        sideBySideParts.has(el.nodeName) &&
        sideBySideParts.has(previous.nodeName) &&
        /\S$/.test(previous.textContent ?? '') &&
        /^\S/.test(el.textContent ?? '')
      )
        parent.insertBefore(doc.createTextNode(' · '), el);
      previous = el;
    }
  }
}

/**
 * Fast path for tables whose cells hold only inline content and lists (the large generated
 * tables of the ledger pages): written here in one pass instead of by Turndown, which costs
 * about ten times more per cell. Output is the same as the Turndown table rules below, which
 * still convert the other tables.
 */
function writeSimpleTables(doc: Document, root: Element): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    if (table.parentElement?.closest('table') || table.querySelector('table, pre, blockquote, h1, h2, h3, h4, h5, h6, hr')) continue;
    const rows = Array.from(table.querySelectorAll('tr'));
    if (rows.length === 0) continue;
    const cells = rows.map((tr) => Array.from(tr.children).filter((c) => c.nodeName === 'TD' || c.nodeName === 'TH'));
    const spans = cells.map((row) => row.map((c) => Math.max(1, Number(c.getAttribute('colspan') ?? 1) || 1)));
    const columns = Math.max(1, ...spans.map((row) => row.reduce((a, b) => a + b, 0)));
    const line = (row: Element[], i: number) => `|${row.map((c, j) => ` ${inlineCell(c)} |${' |'.repeat(spans[i][j] - 1)}`).join('')}`;
    const headed = rows[0].parentElement?.nodeName === 'THEAD' || cells[0].every((c) => c.nodeName === 'TH');
    const separator = `|${' --- |'.repeat(columns)}`;
    const body = cells.map(line);
    const lines = headed ? [body[0], separator, ...body.slice(1)] : [`|${'  |'.repeat(columns)}`, separator, ...body];
    const caption = table.querySelector('caption')?.textContent?.trim();
    const raw = doc.createElement('pre');
    raw.setAttribute('data-md-raw', '');
    raw.textContent = `${caption ? `${caption}\n\n` : ''}${lines.join('\n')}`;
    table.replaceWith(raw);
  }
}

/** Escapes for text inside a line (a table cell): no line-start constructs can occur there. */
function escapeInline(text: string): string {
  return text
    .replace(/[\\`*[\]]/g, '\\$&')
    .replace(/_/g, '\\_')
    .replace(/(\w)\\_(?=\w)/g, '$1_');
}

/** A table cell's content on one line: inline Markdown, list items and paragraphs joined with <br>. */
function inlineCell(cell: Element): string {
  const parts: string[] = [];
  const walk = (node: Node, out: string[]) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        out.push(escapeInline((child.nodeValue ?? '').replace(/\s+/g, ' ')));
        continue;
      }
      if (child.nodeType !== 1) continue;
      const el = child as Element;
      const inner = () => {
        const sub: string[] = [];
        walk(el, sub);
        return sub.join('').replace(/\s+/g, ' ').trim();
      };
      switch (el.nodeName) {
        case 'CODE': {
          const code = (el.textContent ?? '').replace(/\s+/g, ' ');
          const ticks = '`'.repeat(Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
          out.push(code.includes('`') ? `${ticks} ${code} ${ticks}` : `${ticks}${code}${ticks}`);
          break;
        }
        case 'A': {
          const text = inner();
          const href = el.getAttribute('href');
          out.push(href ? `[${text}](${href.replace(/[()]/g, (c) => encodeURIComponent(c))})` : text);
          break;
        }
        case 'STRONG':
        case 'B': {
          const text = inner();
          if (text) out.push(`**${text}**`);
          break;
        }
        case 'EM':
        case 'I': {
          const text = inner();
          if (text) out.push(`*${text}*`);
          break;
        }
        case 'BR':
          out.push('<br>');
          break;
        case 'IMG':
          out.push(`![${escapeInline(el.getAttribute('alt') ?? '')}](${el.getAttribute('src') ?? ''})`);
          break;
        case 'UL':
        case 'OL': {
          const items = Array.from(el.children).filter((li) => li.nodeName === 'LI');
          const start = Number(el.getAttribute('start') ?? 1) || 1;
          const text = items.map((li, i) => {
            const sub: string[] = [];
            walk(li, sub);
            return `${el.nodeName === 'OL' ? `${start + i}.` : '-'} ${sub.join('').replace(/\s+/g, ' ').trim()}`;
          });
          out.push(`<br>${text.join('<br>')}<br>`);
          break;
        }
        case 'P':
        case 'DIV':
          out.push(`<br>${inner()}<br>`);
          break;
        default:
          walk(el, out);
      }
    }
  };
  walk(cell, parts);
  return parts
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\s*(<br>\s*)+/g, '<br>')
    .replace(/^(<br>|\s)+|(<br>|\s)+$/g, '')
    .replace(/(^|[^\\])\|/g, '$1\\|');
}

function all(root: Element, selector: string): Element[] {
  return Array.from(root.querySelectorAll(selector));
}

function absolutise(el: Element, attribute: string, pageUrl: string): void {
  const value = el.getAttribute(attribute);
  if (!value) return;
  try {
    el.setAttribute(attribute, new URL(value, pageUrl).href);
  } catch {
    // Not a URL at all (e.g. a template placeholder): leave it as written.
  }
}

function codeLanguage(container: Element): string {
  const classes = `${container.getAttribute('class') ?? ''} ${container.querySelector('pre')?.getAttribute('class') ?? ''}`;
  const language = /(?:^|\s)language-([\w#+.-]+)/.exec(classes)?.[1] ?? '';
  return language === 'text' || language === 'plaintext' ? '' : language;
}

/** Prism renders one .token-line per source line (ending in <br>); textContent of the <pre> would glue them. */
function codeText(container: Element): string {
  const lines = all(container, '.token-line');
  const text =
    lines.length > 0 ? lines.map((line) => line.textContent ?? '').join('\n') : (container.querySelector('pre')?.textContent ?? '');
  return text.replace(/\n+$/, '');
}

function codeElement(doc: Document, text: string, language: string, title: string): Element {
  const pre = doc.createElement('pre');
  pre.setAttribute('data-md-code', language);
  if (title) pre.setAttribute('data-md-code-title', title);
  pre.textContent = text;
  return pre;
}

/** A fence longer than any run of backticks in the code, so the code cannot close it. */
function fenceFor(code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** One converter for all pages: its rules keep no state between pages. */
let service: TurndownService | undefined;

function markdownService(): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
    strongDelimiter: '**',
    hr: '---',
    br: '\\',
  });
  service.use([strikethrough, taskListItems]);

  // Turndown escapes every underscore; inside a word (snake_case) GFM never reads one as emphasis.
  const escape = service.escape.bind(service);
  service.escape = (text: string) => escape(text.replace(/\u200b/g, '')).replace(/(\w)\\_(?=\w)/g, '$1_');

  service.addRule('code', {
    filter: (node) => node.nodeName === 'PRE' && node.hasAttribute('data-md-code'),
    replacement: (_content, node) => {
      const el = node as Element;
      const code = el.textContent ?? '';
      const title = el.getAttribute('data-md-code-title');
      const info = `${el.getAttribute('data-md-code') ?? ''}${title ? ` title="${title.replace(/"/g, "'")}"` : ''}`;
      const fence = fenceFor(code);
      return `\n\n${fence}${info}\n${code}\n${fence}\n\n`;
    },
  });
  // A <pre> written by a component (no Prism): a fence without language.
  service.addRule('plainPre', {
    filter: (node) => node.nodeName === 'PRE' && !node.hasAttribute('data-md-code') && node.querySelector('code') === null,
    replacement: (_content, node) => {
      const code = (node.textContent ?? '').replace(/\n+$/, '');
      const fence = fenceFor(code);
      return `\n\n${fence}\n${code}\n${fence}\n\n`;
    },
  });

  // Markdown written ahead of Turndown (writeSimpleTables), passed through as is.
  service.addRule('raw', {
    filter: (node) => node.nodeName === 'PRE' && node.hasAttribute('data-md-raw'),
    replacement: (_content, node) => `\n\n${node.textContent ?? ''}\n\n`,
  });

  service.addRule('alert', {
    filter: (node) => node.nodeName === 'DIV' && node.hasAttribute('data-md-alert'),
    replacement: (content, node) => {
      const el = node as Element;
      const title = el.getAttribute('data-md-title');
      const body = `${title ? `**${title}**\n\n` : ''}${content.trim()}`;
      return `\n\n> [!${el.getAttribute('data-md-alert')}]\n${quote(body)}\n\n`;
    },
  });

  service.addRule('details', {
    filter: 'details',
    replacement: (content, node) => {
      const summary = (node as Element).getAttribute('data-md-summary');
      return `\n\n${summary ? `**${summary}**\n\n` : ''}${content.trim()}\n\n`;
    },
  });

  // Turndown pads list markers to four columns ("-   item"); one space reads better and is as valid.
  service.addRule('listItem', {
    filter: 'li',
    replacement: (content, node) => {
      const parent = node.parentNode as Element | null;
      let marker = '- ';
      if (parent?.nodeName === 'OL') {
        const start = Number(parent.getAttribute('start') ?? 1) || 1;
        marker = `${start + Array.from(parent.children).indexOf(node as Element)}. `;
      }
      const body = content
        .replace(/^\n+/, '')
        .replace(/\n+$/, '\n')
        .replace(/\n(?!$)/g, `\n${' '.repeat(marker.length)}`);
      return `${marker}${body}${node.nextSibling && !body.endsWith('\n') ? '\n' : ''}`;
    },
  });

  addTableRules(service);
  return service;
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/**
 * GFM tables. The cell content is kept on one line (line breaks become <br>) and pipes are
 * escaped, so code such as `a | b` cannot split a cell. A table without a heading row gets an
 * empty one, since GFM tables need a header.
 */
function addTableRules(service: TurndownService): void {
  service.addRule('tableCell', {
    filter: ['th', 'td'],
    replacement: (content, node) => {
      const el = node as Element;
      const text = content
        .trim()
        .replace(/\\?[ \t]*\n+[ \t]*/g, '<br>') // a hard break (backslash + newline) or a paragraph break
        .replace(/(^|[^\\])\|/g, '$1\\|');
      const span = Math.max(1, Number(el.getAttribute('colspan') ?? 1) || 1);
      const first = el.previousElementSibling === null;
      return `${first ? '|' : ''} ${text} |${' |'.repeat(span - 1)}`;
    },
  });
  service.addRule('tableRow', {
    filter: 'tr',
    replacement: (content) => `\n${content}`,
  });
  service.addRule('tableSection', {
    filter: ['thead', 'tbody', 'tfoot'],
    replacement: (content) => content,
  });
  service.addRule('tableCaption', {
    filter: 'caption',
    replacement: () => '',
  });
  service.addRule('table', {
    filter: 'table',
    replacement: (content, node) => {
      const table = node as HTMLTableElement;
      const rows = Array.from(table.querySelectorAll('tr')).filter((tr) => tr.closest('table') === table);
      const columns = Math.max(
        1,
        ...rows.map((tr) => Array.from(tr.children).reduce((n, cell) => n + (Number(cell.getAttribute('colspan') ?? 1) || 1), 0)),
      );
      const lines = content.split('\n').filter((line) => line.trim() !== '');
      const separator = `|${' --- |'.repeat(columns)}`;
      const firstRow = rows[0];
      const headed =
        firstRow !== undefined &&
        (firstRow.parentElement?.nodeName === 'THEAD' || Array.from(firstRow.children).every((c) => c.nodeName === 'TH'));
      const body = headed ? [lines[0], separator, ...lines.slice(1)] : [`|${'  |'.repeat(columns)}`, separator, ...lines];
      const caption = table.querySelector('caption')?.textContent?.trim();
      return `\n\n${caption ? `${caption}\n\n` : ''}${body.join('\n')}\n\n`;
    },
  });
}

/** Trailing spaces and runs of blank lines go, except inside fenced code. */
function tidy(markdown: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const raw of markdown.replace(/\u200b/g, '').split('\n')) {
    const marker = /^(`{3,}|~{3,})/.exec(raw)?.[1];
    if (fence === null) {
      const line = raw.replace(/[ \t]+$/, '');
      if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
      out.push(line);
      if (marker) fence = marker;
    } else {
      out.push(raw);
      if (marker && raw.trim() === fence) fence = null;
    }
  }
  return `${out.join('\n').trim()}\n`;
}
