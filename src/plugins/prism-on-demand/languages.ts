/**
 * Grammars the site highlights beyond those prism-react-renderer bundles (themeConfig.prism in
 * docusaurus.config.ts; ./grammars.ts): one list for the theme config and the remark plugin.
 */
export const additionalLanguages = ['bash', 'solidity', 'toml'];
