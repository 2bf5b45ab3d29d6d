import codeTranslations from '../../i18n/en/code.json';
import {landingChains, landingPath} from '../../src/data/chains';
import {projectHref, projects} from '../../src/data/sections';
import {specTopLevelPages} from '../spec/spec-routes';

/** The h1 of the not-found page (src/components/chrome/NotFoundContent), as i18n/en/code.json words it. */
export const notFoundTitle: string = codeTranslations['theme.NotFound.title'].message;

/** Path without trailing slash: '/zemu/' and '/zemu' are the same page. */
export const bare = (p: string) => p.replace(/\/+$/, '') || '/';

const chainByName = (name: string) => {
  const chain = landingChains.find((c) => c.name === name);
  if (!chain) throw new Error(`no landing page for ${name}`);
  return landingPath(chain);
};

/**
 * Chain and top-level paths in another letter case, each with the page it must reach (a 301 from npm run
 * serve and the hosting kit's configs, tests/build/crawl.test.ts; the not-found page's redirect in the browser
 * on a plain host, tests/e2e/crawl.spec.ts).
 */
export const otherCase = [
  {requested: '/polkadot', page: chainByName('Polkadot')},
  {requested: '/ZCASH', page: chainByName('Zcash')},
  {requested: '/aleph-zero', page: chainByName('Aleph Zero')},
  {requested: '/openapi', page: specTopLevelPages.find((p) => p === '/OpenAPI')!},
  {requested: '/protocollabs', page: specTopLevelPages.find((p) => p === '/ProtocolLabs')!},
  {requested: '/Namadexer/Index', page: projectHref(projects.find((p) => p.name === 'Namadexer')!)!},
];
