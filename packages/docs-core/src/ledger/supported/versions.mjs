/**
 * Numeric order of dotted versions, shared by the site's TypeScript (tsc reads the JSDoc types) and
 * the Node scripts that import or generate the ledger-apps lists, which run without a TypeScript loader.
 */

/**
 * Compares version numbers part by part; a missing part counts as 0 (1.2 = 1.2.0).
 * @param {readonly number[]} a
 * @param {readonly number[]} b
 * @returns {number} negative when a is older, positive when newer, 0 when equal
 */
export function compareVersionNumbers(a, b) {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * "major.minor" app versions compared as numbers: 1.6 < 1.10 < 3.52.
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
export function compareVersions(a, b) {
  return compareVersionNumbers(a.split('.').map(Number), b.split('.').map(Number));
}
