/**
 * At three cards a row (styles.module.css), two cards that end the grid share its last row. When one lists more
 * projects it takes two thirds of the row (its list in two columns) and the other a third: halves made the shorter a
 * wide card mostly empty beside the longer (Tools' two projects beside Protocol engineering's six).
 */
export function lastRowShare(counts: readonly number[], index: number): 'wide' | 'narrow' | undefined {
  if (counts.length % 3 !== 2 || index < counts.length - 2) return undefined;
  const [a, b] = counts.slice(-2);
  if (a === b) return undefined;
  return counts[index] === Math.max(a, b) ? 'wide' : 'narrow';
}
