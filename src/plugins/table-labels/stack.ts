/**
 * Which tables become one card per row at phone width (issue 43). Pure, so it is unit-tested.
 *
 * At 390 px the doc column holds about 44 characters of table text once each cell's padding is
 * paid. A column narrower than 8 characters is unreadable, and a column can never be narrower than
 * its longest unbreakable word, so a table needs cards when its columns cannot all get 8
 * characters beside the others' longest words: four columns or more always, fewer when long
 * identifiers (routes, type names) take the room. A column may also get its 8 characters and still
 * read badly: a sentence in a column of a dozen characters is a word per line, and its row grows to
 * hundreds of pixels (Namadexer's "Role" column, 110 px wide, took rows of 400 to 500 px). So a table
 * also stacks when a column left under `minProseColumnCh` characters holds a cell of more than
 * `maxCellLines` such lines; as a card, that cell gets the whole width.
 */

/** Characters of table text a phone column holds (358 px of doc column at ~8 px a character). */
export const phoneRoomCh = 44;
/** The narrowest readable column, in characters of its own text. */
export const minColumnCh = 8;
/** A cell's horizontal padding, in characters (Infima: 0.75rem each side). */
export const cellPaddingCh = 3;

/** A column narrower than this, in characters, sets prose a word or two per line. */
export const minProseColumnCh = 20;
/** The most lines one cell may take in such a column before the table reads better as cards. */
export const maxCellLines = 4;

const longestWord = (text: string): number => Math.max(0, ...text.split(/\s+/).map((w) => w.length));

/**
 * `columns[i]` holds the texts of column i (header and body cells). True when the table is read
 * more easily as cards on a phone than as squeezed columns.
 */
export function stacksOnPhone(columns: readonly (readonly string[])[]): boolean {
  if (columns.length >= 4) return true;
  if (columns.length < 2) return false;
  const widths = columns.map((texts) => Math.max(minColumnCh, ...texts.map(longestWord)) + cellPaddingCh);
  const needed = widths.reduce((sum, width) => sum + width, 0);
  if (needed > phoneRoomCh) return true;
  // What each column is left beside the others at their narrowest, and whether its longest cell fits in a few lines there.
  return columns.some((texts, i) => {
    const room = phoneRoomCh - (needed - widths[i]) - cellPaddingCh;
    return room < minProseColumnCh && Math.max(...texts.map((text) => text.length)) > maxCellLines * room;
  });
}
