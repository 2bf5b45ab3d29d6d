/** The h1 of the not-found page (theme-classic's, kept by src/components/chrome/NotFoundContent). */
export const notFoundTitle = 'Page Not Found';

/** Path without trailing slash: '/zemu/' and '/zemu' are the same page. */
export const bare = (p: string) => p.replace(/\/+$/, '') || '/';
