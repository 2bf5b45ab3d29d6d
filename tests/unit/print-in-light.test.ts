// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {printedFromAttribute, printInLight} from '../../src/css/printInLight';

describe('printInLight (a dark page printed as the light one)', () => {
  const root = () => {
    const el = document.createElement('html');
    el.setAttribute('data-theme', 'dark');
    return el;
  };

  it('gives the root the light theme and marks what was drawn in dark, then puts both back', () => {
    const el = root();
    const restore = printInLight(el);
    expect([el.getAttribute('data-theme'), el.getAttribute(printedFromAttribute)]).toEqual(['light', 'dark']);
    restore();
    expect([el.getAttribute('data-theme'), el.hasAttribute(printedFromAttribute)]).toEqual(['dark', false]);
  });

  it('leaves a mode that changed meanwhile (a reader following the system) as it is', () => {
    const el = root();
    const restore = printInLight(el);
    el.setAttribute('data-theme', 'dark');
    restore();
    expect(el.getAttribute('data-theme')).toBe('dark');
    const again = printInLight(el);
    el.setAttribute('data-theme', 'system-chose-this');
    again();
    expect(el.getAttribute('data-theme')).toBe('system-chose-this');
  });
});
