/** The consent notice's texts: Klaro's translations and the site's own first-visit notice (notice.ts). */
export const noticeTexts = {
  title: 'Cookies and storage',
  description:
    'This site works without cookies. With your permission we also count page views to improve the docs. You can change your mind at any time under "Cookies settings" in the footer.',
  learnMore: 'Choose',
  ok: 'Accept all',
  decline: 'Only necessary',
} as const;
