/**
 * The specification's limits (SPEC 9) that drive visible behaviour, defined once: the site, its tests,
 * the MCP server and the edge worker import them from here.
 */
export const limits = {
  mobileBreakpointPx: 996,
  snippetBreakpointPx: 768,
  resizeDebounceMs: 300,
  dropdownCloseDelayMs: 1000,
  categoryHoverDelayMs: 200,
  /** Longest query the search modal takes (SPEC 9: DocSearch's input). */
  searchQueryMaxLength: 64,
  /**
   * Longest query /search and the assistant tool search_docs take (issue 60): a question as an assistant or a
   * reader asks it, which the spec does not limit to the modal's 64 characters.
   */
  searchQuestionMaxLength: 1000,
  searchStallThresholdMs: 300,
  hitsPerPage: 20,
  hitsPerGroup: 5,
  suggestedQueries: 3,
  snippetWords: 10,
  snippetWordsSmallScreen: 5,
  recentSearches: 7,
  recentSearchesWithFavorites: 4,
  favoriteSearches: 10,
  progressBarDelayMs: 200,
  /** Lazy-loading spinner delay (react-loadable's default, passed explicitly where we use Loadable). */
  loadingIndicatorDelayMs: 200,
  tocMinHeadingLevel: 2,
  tocMaxHeadingLevel: 3,
} as const;
