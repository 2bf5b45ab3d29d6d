import {chromiumArgs} from '../../scripts/lib/chromium';

export {chromiumExecutable} from '../../scripts/lib/chromium';

export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

/**
 * Every host name but the loopback ones fails to resolve in the browser tests, so nothing reaches a
 * third party (and a test never waits on a network this machine does not have). Blocking at name
 * resolution instead of with page.route keeps the HTTP cache: Playwright turns the cache off for a
 * page with a route, and the page sweep then fetched and compiled every script again at each of
 * its ~275 navigations (~75 ms each). A test that stubs a third party still routes its requests:
 * a routed request is answered before any name is resolved.
 */
const noThirdPartyHosts = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

export const e2eChromiumArgs = [...chromiumArgs, noThirdPartyHosts];
