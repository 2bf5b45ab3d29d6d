/**
 * What goes before item `index` of `count` when a sentence lists them: '' before the first, ' and ' before the last,
 * ', ' between the others. With `serialComma`, three or more take a comma before 'and' (', and '), for items that are
 * clauses rather than names. andList joins strings with it; a component listing links or elements uses it directly.
 */
export function listSeparator(index: number, count: number, serialComma = false): string {
  if (index === 0) return '';
  if (index < count - 1) return ', ';
  return serialComma && count > 2 ? ', and ' : ' and ';
}

/** Items as a sentence lists them: 'a', 'a and b', 'a, b and c' (or 'a, b, and c' with `serialComma`). */
export function andList(items: readonly string[], serialComma = false): string {
  return items.map((item, i) => listSeparator(i, items.length, serialComma) + item).join('');
}
