import React, {useMemo} from 'react';
import {RedocStandalone} from 'redoc';
import {useColorMode} from '@docusaurus/theme-common';
import spec from '@site/static/openapi/beryx.json';

/**
 * Redoc renders a "Powered by Redocly" logo loaded from cdn.redoc.ly. The site must work
 * offline and fetch nothing from a CDN, so image sources pointing there are swapped for an
 * inline transparent pixel before the browser can request them. Only that host is affected.
 */
const BLOCKED_IMAGE_HOST = /^https?:\/\/cdn\.redoc\.ly\//i;
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

function installCdnImageGuard(): void {
  const proto = HTMLImageElement.prototype as HTMLImageElement & {__offlineGuard?: boolean};
  if (proto.__offlineGuard) return;
  const setAttribute = Element.prototype.setAttribute;
  Object.defineProperty(proto, 'setAttribute', {
    configurable: true,
    writable: true,
    value(this: HTMLImageElement, name: string, value: string) {
      const blocked = name.toLowerCase() === 'src' && BLOCKED_IMAGE_HOST.test(String(value));
      return setAttribute.call(this, name, blocked ? EMPTY_IMAGE : value);
    },
  });
  const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
  if (src?.set && src.get) {
    const {get, set} = src;
    Object.defineProperty(proto, 'src', {
      configurable: true,
      enumerable: src.enumerable,
      get,
      set(this: HTMLImageElement, value: string) {
        set.call(this, BLOCKED_IMAGE_HOST.test(String(value)) ? EMPTY_IMAGE : value);
      },
    });
  }
  Object.defineProperty(proto, '__offlineGuard', {value: true});
}

installCdnImageGuard();

/** Reads an Infima custom property as a concrete colour (Redoc derives shades from it). */
function cssVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

export default function RedocViewer(): React.ReactElement {
  const {colorMode} = useColorMode();

  const options = useMemo(() => {
    const dark = colorMode === 'dark';
    const text = cssVar('--ifm-font-color-base', dark ? '#e3e3e3' : '#1c1e21');
    const background = cssVar('--ifm-background-color', dark ? '#0f0f17' : '#ffffff');
    const surface = cssVar('--ifm-background-surface-color', dark ? '#15151f' : '#f5f6f7');
    return {
      scrollYOffset: '.navbar',
      hideDownloadButton: true,
      expandResponses: '200',
      jsonSampleExpandLevel: 2,
      theme: {
        colors: {
          primary: {main: cssVar('--ifm-color-primary', '#4a3aff')},
          text: {primary: text, secondary: text},
          border: {dark: text, light: background},
        },
        typography: {
          fontFamily: cssVar('--ifm-font-family-base', 'system-ui, sans-serif'),
          headings: {fontFamily: cssVar('--ifm-font-family-base', 'system-ui, sans-serif')},
          code: {fontFamily: cssVar('--ifm-font-family-monospace', 'monospace')},
        },
        sidebar: {backgroundColor: surface, textColor: text},
        rightPanel: {backgroundColor: dark ? '#0b0b12' : '#263238'},
      },
    };
  }, [colorMode]);

  // Re-mount on colour-mode change so Redoc rebuilds its styles with the new palette.
  return <RedocStandalone key={colorMode} spec={spec as object} options={options} />;
}
