/**
 * A code word as HTML with its break opportunities (`<wbr>`) where codeSegments places them, each part escaped: for
 * markup written as a string (the supported-methods rows, the tables of contents). A module of its own: code rendered
 * as React elements (src/components/CodeBreaks) needs neither the escaping nor the decoding.
 */
import {codeSegments} from './codeSegments';
import {escapeHtml} from './escapeHtml.mjs';
import {unescapeHtml} from './unescapeHtml.mjs';

export const codeBreaksHtml = (text: string, minLength?: number, minPart?: number): string =>
  codeSegments(text, minLength, minPart).map(escapeHtml).join('<wbr>');

/**
 * The same breaks in every `<code>` of an HTML string that holds text only (a table of contents entry, whose HTML
 * Docusaurus writes from the heading: `<code>` and the escaped text); code that already holds markup is left as it is.
 */
export const codeBreaksInHtml = (html: string, minLength?: number, minPart?: number): string =>
  html.replace(/<code>([^<]*)<\/code>/g, (_, text: string) => `<code>${codeBreaksHtml(unescapeHtml(text), minLength, minPart)}</code>`);
