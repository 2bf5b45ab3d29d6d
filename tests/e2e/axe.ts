/** The axe-core rule tags every accessibility check of the site holds to: WCAG 2.0/2.1/2.2 A and AA, and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
