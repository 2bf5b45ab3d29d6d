/**
 * Items as a sentence lists them: 'a', 'a and b', 'a, b and c'. With `serialComma`, three or more take a comma before
 * 'and' ('a, b, and c'), for items that are clauses rather than names.
 */
export function andList(items: readonly string[], serialComma = false): string {
  if (items.length < 3) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}${serialComma ? ',' : ''} and ${items[items.length - 1]}`;
}
