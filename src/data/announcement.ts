/**
 * The announcement bar (SPEC 2.4, 4), read by themeConfig.announcementBar in docusaurus.config.ts.
 * Change `id` whenever the message changes: readers who closed the previous bar see the new one (a new count of
 * chains is the same message).
 * Colours: white on the primary brand colour (contrast 7.9:1), the same in both colour modes.
 * On a phone the bar says the same in one line (src/theme/AnnouncementBar/phone.css shows `announcement-short`
 * instead of `announcement-long`): two lines and the navbar took the first 116 px of every page.
 * The count of chains is the chain list's (this module is read by the config only, so the list stays out of the pages' code).
 */
import {ledgerChains} from './chains';
import {sectionById, sectionEntryPath} from './sections';

export const announcement = {
  id: 'ledger-apps-per-chain-2026',
  content:
    `<span class="announcement-long">Ledger app specifications for ${ledgerChains.length} chains now live in one place. </span>` +
    `<a href="${sectionEntryPath(sectionById('ledger-apps'))}">Browse the Ledger apps</a><span class="announcement-short"> of ${ledgerChains.length} chains</span>`,
  backgroundColor: '#2a19f5',
  textColor: '#ffffff',
  isCloseable: true,
} as const;
