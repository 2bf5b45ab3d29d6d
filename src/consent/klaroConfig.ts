import {consentServices, consentStorageKey} from './services';
import {noticeTexts} from './noticeTexts';

/** The subset of Klaro 0.7's configuration this site uses. */
export interface KlaroConfig {
  version: number;
  elementID: string;
  storageMethod: 'localStorage' | 'test';
  storageName: string;
  htmlTexts: false;
  groupByPurpose: boolean;
  default: boolean;
  mustConsent: boolean;
  acceptAll: boolean;
  hideDeclineAll: boolean;
  hideLearnMore: boolean;
  disablePoweredBy: boolean;
  noAutoLoad: boolean;
  showNoticeTitle: boolean;
  lang: 'en';
  styling: {theme: string[]};
  translations: {en: Record<string, unknown>};
  services: {name: string; title: string; purposes: string[]; default: boolean; required: boolean}[];
}

/**
 * Klaro configuration derived from the consent services. Analytics is off until the
 * reader opts in; when storage is unavailable choices live in memory for the visit.
 */
export function buildKlaroConfig(options: {storage: boolean; privacyPolicyUrl: string}): KlaroConfig {
  const serviceTexts = Object.fromEntries(consentServices.map((s) => [s.name, {title: s.title, description: s.description}]));
  return {
    version: 1,
    elementID: 'klaro',
    storageMethod: options.storage ? 'localStorage' : 'test',
    storageName: consentStorageKey,
    htmlTexts: false,
    groupByPurpose: false,
    default: false,
    mustConsent: false,
    acceptAll: true,
    hideDeclineAll: false,
    hideLearnMore: false,
    disablePoweredBy: true,
    noAutoLoad: true,
    // The notice is a dialog labelled by its title (axe aria-dialog-name); klaro.css hides the title visually.
    showNoticeTitle: true,
    lang: 'en',
    // Position only: colours come from klaro.css so the dialog follows the site's light and dark modes.
    styling: {theme: ['bottom', 'right']},
    translations: {
      en: {
        privacyPolicyUrl: options.privacyPolicyUrl,
        consentNotice: {title: noticeTexts.title, description: noticeTexts.description, learnMore: noticeTexts.learnMore},
        consentModal: {
          title: 'Cookies and storage settings',
          description:
            'Choose what this documentation site may use. Functional services deliver the site and remember these choices; usage statistics are optional and off unless you switch them on.',
        },
        purposes: {functional: 'Functional', analytics: 'Usage statistics'},
        ok: noticeTexts.ok,
        decline: noticeTexts.decline,
        ...serviceTexts,
      },
    },
    services: consentServices.map((s) => ({
      name: s.name,
      title: s.title,
      purposes: [...s.purposes],
      default: s.default,
      required: s.required,
    })),
  };
}
