/**
 * Wires consent and analytics into the client: the buttons of the first-visit consent notice
 * (drawn by the page's HTML, see notice.ts), the settings dialog on demand, and a page_view per
 * route change once analytics is allowed.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {customFields} from '@site/src/internals/client/generatedModules';
import type {ClientModule} from '@docusaurus/types';
import {onConsentChange, showNoticeIfUndecided, showSettings, type ConsentSettings} from './consentManager';
import {countedLast, setAnalyticsConsent, trackPageView, type AnalyticsSettings} from './analytics';
import {openSettingsEvent} from './events';

const fields = customFields() as Record<string, string>;
const consentSettings: ConsentSettings = {klaroScriptUrl: fields.klaroScriptUrl, privacyPolicyUrl: '/privacy-notice'};
const analyticsSettings: AnalyticsSettings = {gtagId: fields.analyticsGtagId, scriptUrl: fields.analyticsScriptUrl};

if (ExecutionEnvironment.canUseDOM) {
  onConsentChange((consents, interactive) => {
    const active = setAnalyticsConsent(consents.analytics === true, analyticsSettings);
    // A fresh opt-in counts the page the reader is on; later pages come from route updates.
    if (active && interactive) trackPageView(window.location);
  });
  window.addEventListener(openSettingsEvent, () => void showSettings(consentSettings));
  // The page's HTML already shows the notice when needed (notice.ts): its buttons work from here on.
  showNoticeIfUndecided(consentSettings);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // The first update comes with hydration, which can follow the reader's opt-in on a slow device
    // (the notice works as soon as this module runs): the opt-in has counted this page already.
    if (!previousLocation && countedLast(location)) return;
    trackPageView(location);
  },
};
export default clientModule;
