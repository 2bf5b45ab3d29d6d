/**
 * A code word as HTML with its break opportunities (`<wbr>`) where codeSegments places them, each part escaped: for
 * markup written as a string (the supported-methods rows, the APDU table of contents). A module of its own, so the
 * pages that only render code with breaks (src/components/CodeBreaks) do not load it.
 */
import {codeSegments} from './codeSegments';
import {escapeHtml} from './escapeHtml.mjs';

export const codeBreaksHtml = (text: string, minLength?: number, minPart?: number): string =>
  codeSegments(text, minLength, minPart).map(escapeHtml).join('<wbr>');
