import {createHash} from 'node:crypto';

/**
 * Content-Security-Policy of the built site: scripts only from the site's origin, plus the
 * inline scripts Docusaurus writes into the HTML (colour-mode and announcement-bar bootstrap,
 * wrong-base-URL banner), each allowed by its sha256 hash. Pure functions; the postBuild
 * plugin (./index.ts) applies them to the build.
 */

/** Script types a browser executes; other types (application/ld+json) are data blocks, outside script-src. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

function attribute(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attrs);
  if (!m) return undefined;
  return m[1] ?? m[2] ?? m[3] ?? '';
}

/** The exact text of every inline, executable <script> of an HTML document. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attrs, body] = m;
    if (attribute(attrs, 'src') !== undefined) continue;
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
    if (!executableTypes.has(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** CSP source expression for a script text: 'sha256-<base64>'. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface PolicyInputs {
  /** Hash source expressions of the inline scripts ('sha256-…'). */
  scriptHashes: Iterable<string>;
  /** Extra origins scripts may load from (analytics tag, consent manager on a CDN). */
  scriptOrigins?: string[];
  /** Extra origins the page may fetch from (hosted search, analytics collection). */
  connectOrigins?: string[];
}

export type Directives = [name: string, values: string[]][];

/**
 * The APDU pages' Send panel (issue 27) talks to a Speculos emulator's REST API on this computer;
 * a reader with an emulator elsewhere forwards its port here. Any port: Zemu picks a free one.
 */
export const emulatorConnectSources = ['http://127.0.0.1:*', 'http://localhost:*'];

/** The policy's directives in a stable order. */
export function policyDirectives({scriptHashes, scriptOrigins = [], connectOrigins = []}: PolicyInputs): Directives {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...scriptOrigins]],
    // Redoc (styled-components), Mermaid (<style> in SVG) and React style props need inline styles.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...emulatorConnectSources, ...connectOrigins]],
    // The local search worker is a same-origin file; Redoc starts its search worker from a blob: URL.
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

/** Directives that browsers ignore (and complain about) in a <meta> policy; they go only into the header. */
export const headerOnlyDirectives: Directives = [['frame-ancestors', ["'self'"]]];

export function serializePolicy(directives: Directives): string {
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export const cspMetaMarker = 'data-csp="build"';

/** Inserts (or replaces) the policy meta tag, right after <meta charset> so it precedes every script. */
export function withPolicyMeta(html: string, policy: string): string {
  const escaped = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escaped}" ${cspMetaMarker}>`;
  const stripped = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*data-csp="build"[^>]*>/g, '');
  const charset = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i.exec(stripped);
  if (charset) return stripped.slice(0, charset.index + charset[0].length) + tag + stripped.slice(charset.index + charset[0].length);
  const head = /<head\b[^>]*>/i.exec(stripped);
  if (!head) throw new Error('CSP: HTML file without <head>');
  return stripped.slice(0, head.index + head[0].length) + tag + stripped.slice(head.index + head[0].length);
}

/** Origin of a URL, or undefined for relative or invalid URLs. */
export function originOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}
