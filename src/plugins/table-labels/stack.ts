/**
 * Which tables become one card per row at phone width (issue 43). Pure, so it is unit-tested.
 *
 * At 390 px the doc column holds about 44 characters of table text once each cell's padding is
 * paid. A column narrower than 8 characters is unreadable, and a column can never be narrower than
 * its longest unbreakable word, so a table needs cards when its columns cannot all get 8
 * characters beside the others' longest words: four columns or more always, fewer when long
 * identifiers (routes, type names) take the room.
 */

/** Characters of table text a phone column holds (358 px of doc column at ~8 px a character). */
export const phoneRoomCh = 44;
/** The narrowest readable column, in characters of its own text. */
export const minColumnCh = 8;
/** A cell's horizontal padding, in characters (Infima: 0.75rem each side). */
export const cellPaddingCh = 3;

const longestWord = (text: string): number => Math.max(0, ...text.split(/\s+/).map((w) => w.length));

/**
 * `columns[i]` holds the texts of column i (header and body cells). True when the table is read
 * more easily as cards on a phone than as squeezed columns.
 */
export function stacksOnPhone(columns: readonly (readonly string[])[]): boolean {
  if (columns.length >= 4) return true;
  if (columns.length < 2) return false;
  const needed = columns.reduce((sum, texts) => sum + Math.max(minColumnCh, ...texts.map(longestWord)) + cellPaddingCh, 0);
  return needed > phoneRoomCh;
}
