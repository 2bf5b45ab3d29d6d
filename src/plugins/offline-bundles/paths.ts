/**
 * Where a "Keep this section offline" bundle's list is served, and a chain bundle's id: what the page's code
 * needs of ./bundles.ts. Apart, because bundles.ts imports the section and chain lists for the build, and
 * the page's code should not carry them for two names.
 */
export const bundlesDir = 'offline';
export const bundlePath = (id: string) => `/${bundlesDir}/${id}.json`;

/** A section's bundle id is its id; a chain's is chain-<landing>. */
export const chainBundleId = (landing: string) => `chain-${landing.toLowerCase()}`;
