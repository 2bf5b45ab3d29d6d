/**
 * The pages a Ledger app's folder holds that the site treats alike across chains, named by path. SPEC 2.3: every
 * app's APDU specification is `APDUSPEC`, but Starkware's is `APDU` (its repository names the file so), and every
 * build guide is `build`, but Tendermint's is `BUILD`. One rule here for the chain pages' links, the WebMCP tools
 * an APDU page registers, the assistant tools' reading of a page and search's folding of the same page across chains.
 */

/** The last segment of an APDU specification page's path. */
const apduPageName = /^APDU(?:SPEC)?$/i;
/** The last segment of a build guide's path. */
const buildPageName = /^build$/i;

const lastSegment = (path: string): string => path.split(/[?#]/)[0].replace(/\/+$/, '').split('/').pop() ?? '';

/** Whether a path ('/ledger-apps/starkware/APDU', '…/polkadot/APDUSPEC/') is an app's APDU specification page. */
export const isApduPagePath = (path: string): boolean => apduPageName.test(lastSegment(path));

/** Whether a path ('/ledger-apps/tendermint/BUILD') is an app's build guide. */
export const isBuildPagePath = (path: string): boolean => buildPageName.test(lastSegment(path));

/**
 * The ledger-apps folder of an APDU specification page, in lower case ('/ledger-apps/Starkware/APDU' → 'starkware'),
 * or undefined for any other path. `ledgerBase` is the section's route ('/ledger-apps').
 */
export function apduPageFolder(pathname: string, ledgerBase: string): string | undefined {
  const inSection = pathname.split(/[?#]/)[0].replace(/\/+$/, '');
  const prefix = `${ledgerBase.replace(/\/+$/, '')}/`;
  if (!inSection.toLowerCase().startsWith(prefix.toLowerCase())) return undefined;
  const [folder, page, ...deeper] = inSection.slice(prefix.length).split('/');
  return folder && page && deeper.length === 0 && apduPageName.test(page) ? folder.toLowerCase() : undefined;
}

/**
 * A page's path inside its chain folder as one name for the same page in every folder ('/apdu' and '/apduspec' are
 * both '/apduspec'), in lower case: the key search folds cross-chain twins by.
 */
export function chainPageKind(rest: string): string {
  const lower = rest.toLowerCase().replace(/\/+$/, '');
  return /^\/[^/]+$/.test(lower) && isApduPagePath(lower) ? '/apduspec' : lower;
}
