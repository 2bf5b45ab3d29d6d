/**
 * The site's one style for a date a reader reads in a sentence or a page's footer: 2026-11-29 → 29 November 2026
 * (day, month in full, year: no reader takes it for another day, whatever their country). The same on the server
 * and in the browser: no time zone is involved. Tables of releases keep ISO dates, which line up and sort.
 */
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A YYYY-MM-DD date in words. */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${months[m - 1]} ${y}`;
}
