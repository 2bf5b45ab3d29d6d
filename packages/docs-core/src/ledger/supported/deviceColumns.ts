/**
 * What the device columns of the supported-methods lists mean. The lists keep the app repository's
 * own column names (docs/supported_*.md: "Nano S", "Nano S XL", "Nano SP/X", "Nano SP/X - Stax",
 * older lists "Light" and "XL"); this says which devices or builds they stand for, in the device
 * names the chain pages use (data/ledger-apps/apps.json).
 *
 * Checked against the Substrate apps' sources: "XL" is the complete app, built with the full parser
 * (the Makefile: "build the XL complete app", SUBSTRATE_PARSER_FULL=1; the XL-only methods sit in
 * `#ifdef SUBSTRATE_PARSER_FULL`), "SP" is the Nano S Plus (Zemu's model `nanosp`). Nothing more is
 * claimed: a column is not said to cover Flex unless its name does.
 */
const meanings: Readonly<Record<string, string>> = {
  'Nano S': 'Nano S, the app without the full parser',
  'Nano S XL': 'Nano S, the XL app: the complete build with the full parser',
  'Nano SP/X': 'Nano S Plus and Nano X',
  'Nano SP/X - Stax': 'Nano S Plus, Nano X and Stax',
  Light: 'the build without the full parser',
  XL: 'the XL build: the complete app with the full parser',
};

/** The devices or build a column name stands for, or undefined for a name already plain. */
export const deviceColumnMeaning = (label: string): string | undefined => meanings[label.trim()];
