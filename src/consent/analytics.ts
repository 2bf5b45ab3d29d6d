/**
 * Site analytics (SPEC 2.8, 7): a gtag.js tag with IP anonymisation that reports one
 * page_view per route change. It is loaded only after the reader opts in to the
 * 'analytics' service, and stops sending the moment consent is withdrawn.
 */
type Gtag = (...args: unknown[]) => void;
interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  [disableFlag: `ga-disable-${string}`]: boolean | undefined;
}

export interface AnalyticsSettings {
  /** Measurement id from ANALYTICS_GTAG_ID at build time; empty means no tag at all. */
  gtagId: string;
  /** Script URL; defaults to Google's, can point to a first-party proxy. */
  scriptUrl: string;
}

let granted = false;
let loaded = false;

function win(): AnalyticsWindow {
  return window as unknown as AnalyticsWindow;
}

function loadTag(settings: AnalyticsSettings): void {
  const w = win();
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads the arguments object itself, not an array copy.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', settings.gtagId, {anonymize_ip: true, send_page_view: false});
  const script = document.createElement('script');
  script.async = true;
  script.src = `${settings.scriptUrl}?id=${encodeURIComponent(settings.gtagId)}`;
  script.onerror = () => console.error(`Analytics script failed to load from ${settings.scriptUrl}; page views are not reported.`);
  document.head.appendChild(script);
  loaded = true;
}

/** Applies the reader's analytics choice; returns whether page views are now reported. */
export function setAnalyticsConsent(allow: boolean, settings: AnalyticsSettings): boolean {
  granted = allow && settings.gtagId !== '';
  if (settings.gtagId) win()[`ga-disable-${settings.gtagId}`] = !granted;
  if (granted && !loaded) loadTag(settings);
  return granted;
}

export function analyticsActive(): boolean {
  return granted && loaded;
}

type PageLocation = {pathname: string; search: string; hash: string};
const pagePath = (location: PageLocation) => location.pathname + location.search + location.hash;
/** The page the last page_view was sent for. */
let lastCounted: string | undefined;

/** Whether the last page_view sent was for this page. */
export function countedLast(location: PageLocation): boolean {
  return lastCounted === pagePath(location);
}

export function trackPageView(location: PageLocation): void {
  if (!analyticsActive()) return;
  lastCounted = pagePath(location);
  win().gtag?.('event', 'page_view', {
    page_path: pagePath(location),
    page_location: window.location.href,
    page_title: document.title,
  });
}
