/**
 * The announcement bar (SPEC 2.4, 4), read by themeConfig.announcementBar in docusaurus.config.ts.
 * Change `id` whenever `content` changes: readers who closed the previous bar see the new one.
 * Colours: white on the primary brand colour (contrast 7.9:1), the same in both colour modes.
 */
export const announcement = {
  id: 'ledger-apps-per-chain-2026',
  content: 'Ledger app specifications for 35 chains now live in one place. <a href="/ledger-apps/overview">Browse the Ledger apps</a>',
  backgroundColor: '#2a19f5',
  textColor: '#ffffff',
  isCloseable: true,
} as const;
