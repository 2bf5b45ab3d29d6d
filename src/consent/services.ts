/**
 * What the site may run or store in the reader's browser, and under which consent, in the words the reader is shown:
 * the services of ./rules.ts (which the analytics gate and the stored choices read) with their titles and what each
 * sends, and every key the site writes to local storage. The Klaro dialog and the privacy notice read these lists, so
 * neither can drift from what the code does.
 */
import {consentRules, consentStorageKey, type ConsentRule} from './rules';

export {consentRules, consentStorageKey, type ConsentRule, type Purpose} from './rules';

export interface ConsentService extends ConsentRule {
  title: string;
  description: string;
  /** Where data goes when the service runs. */
  sendsTo: string;
}

const serviceTexts: Record<ConsentRule['name'], Pick<ConsentService, 'title' | 'description' | 'sendsTo'>> = {
  cloudflare: {
    title: 'Cloudflare',
    description: 'Delivers the site and protects it against denial-of-service attacks.',
    sendsTo: 'The hosting network receives standard request data (IP address, user agent) for every request.',
  },
  klaro: {
    title: 'Consent manager',
    description: 'Remembers the choices you make in the consent dialog.',
    sendsTo: 'Nothing is sent: choices stay in your browser.',
  },
  analytics: {
    title: 'Usage statistics',
    description:
      'Counts page views (with anonymised IP addresses) and, with hosted search, which results are opened, so we can improve the docs.',
    sendsTo: 'Google Analytics (page views) and, when hosted search is enabled, Algolia Insights (search result views and clicks).',
  },
};

/** The services with what the dialog and the privacy notice say of them. */
export const consentServices: readonly ConsentService[] = consentRules.map((rule) => ({...rule, ...serviceTexts[rule.name]}));

export interface StoredItem {
  /** The local storage keys, as the code names them (<...> stands for a part that varies). */
  keys: readonly string[];
  what: string;
  when: string;
}

/** The APDU pages' Send panel (issue 27): the transport chosen and the emulator address typed. */
export const apduSendStorageKeys = {transport: 'apdu-send-transport', emulatorUrl: 'apdu-send-emulator-url'} as const;

/** Everything the site writes to local storage (SPEC 3, 4). */
export const browserStorageInventory: readonly StoredItem[] = [
  {keys: ['theme'], what: 'Your colour mode choice (light, dark or system).', when: 'When you change the colour mode.'},
  {
    keys: ['docusaurus.announcement.id', 'docusaurus.announcement.dismiss'],
    what: 'Which announcement you closed.',
    when: 'When you close the announcement bar.',
  },
  {
    keys: ['__DOCSEARCH_RECENT_SEARCHES__<index>', '__DOCSEARCH_FAVORITE_SEARCHES__<index>'],
    what: 'Your recent and favourite searches (up to 7 and 10).',
    when: 'When you open a search result or mark one as favourite.',
  },
  {
    keys: ['docs-preferred-version-<section>'],
    what: 'The documentation version you chose for a section.',
    when: 'When you pick a version.',
  },
  {keys: [consentStorageKey], what: 'Your consent choices.', when: 'When you accept, decline or save choices in the consent dialog.'},
  {
    keys: [apduSendStorageKeys.transport, apduSendStorageKeys.emulatorUrl],
    what: 'How the Send panel of an APDU page reaches the app (device, emulator or recording) and the emulator address.',
    when: 'When you choose a transport or type an address in that panel.',
  },
];
