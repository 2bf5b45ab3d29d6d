/**
 * Every rule of SPEC 2.4, 2.8, 4, 5, 8 and 9 (../shared/SPEC.md), each with the test titles that
 * prove it (regular expressions over test titles in tests/e2e, tests/unit, tests/build). `rule` is
 * the start of the spec line (a bullet, a sentence of a paragraph, or a table row as
 * 'First cell: second cell'). `notProven` says why a rule has no test.
 * tests/spec/coverage.mjs turns this into tests/e2e/SPEC-COVERAGE.md and checks it.
 */
export const sectionsInScope = ['2.4', '2.8', '4', '5', '8', '9'];

/** @type {{section: string, rule: string, tests?: string[], notProven?: string}[]} */
export const behaviours = [
  // 2.4 Shared page layout
  {
    section: '2.4',
    rule: 'Every page has: a skip-to-content link; an optional announcement bar',
    tests: [
      '^2\\.4 the skip-to-content link is first in tab order',
      '^2\\.4 the bar shows the configured content and colours',
      '^2\\.1 .* loads with a title, a heading',
    ],
  },
  {section: '2.4', rule: 'The content area has a crash fallback.', tests: ['^2\\.4 8 a page that throws shows the crash screen']},

  // 2.8 Navigation behaviour
  {
    section: '2.8',
    rule: "The next route's code loads first; if loading fails",
    tests: ['^8 next route fails to load: a warning is logged and the page reloads', '^2\\.8 offline: '],
  },
  {
    section: '2.8',
    rule: 'Scroll goes to the top on route change',
    tests: ['^2\\.8 scroll goes to the top on a route change', '^2\\.8 scroll goes to the hash target'],
  },
  {section: '2.8', rule: 'Paths ending in index.html or .html are normalised.', tests: ['^2\\.8 .* is normalised to the route']},
  {
    section: '2.8',
    rule: 'Prefetching is skipped on 2g or data-saver connections.',
    tests: ['^2\\.8 prefetching is skipped on', '^2\\.8 prefetching happens on a fast connection'],
  },
  {
    section: '2.8',
    rule: 'After 200 ms of a route change a progress bar starts',
    tests: ['^2\\.8 9 the progress bar starts after 200 ms', '^2\\.8 a route change that loads within 200 ms shows no progress bar'],
  },
  {
    section: '2.8',
    rule: "Heading anchors link to '#id'.",
    tests: [
      '^2\\.8 heading anchors link to #id',
      'every documentation page has its h1, its text, heading anchors',
      '^7 after accepting, the tag loads and one page_view is sent per client-side navigation',
    ],
  },
  {
    section: '2.8',
    rule: 'Sidebars cannot be hidden; categories are not auto-collapsed.',
    tests: ['^2\\.8 sidebars cannot be hidden and expanding a category leaves the others open'],
    notProven: 'The blog sidebar groups by year: the site has no blog (preset docs and blog are off), so there is nothing to show.',
  },

  // 4 States and transitions
  {
    section: '4',
    rule: 'Theme: the colour mode is light or dark',
    tests: [
      '^4 the default colour mode is light',
      '^4 the choice is stored under the theme key',
      '^4 the choice is synchronised across two tabs',
      '^4 system follows prefers-color-scheme live',
      '^4 theme storage is cleared when the theme switch is disabled',
    ],
  },
  {
    section: '4',
    rule: 'Docs preferred version: read from local storage',
    tests: [
      '^4 docs preferred version: an unknown stored version is cleared',
      '^4 docs preferred version: saving writes docs-preferred-version-',
    ],
  },
  {
    section: '4',
    rule: 'Desktop dropdowns: one open at a time',
    tests: [
      '^4 only one dropdown is open at a time',
      '^2\\.5 projects dropdown opens on hover and closes about 1 s',
      '^4 a click outside closes the open dropdown',
      '^4 \\$\\{…\\}',
    ],
  },
  {
    section: '4',
    rule: 'Mobile menu: open or closed',
    tests: ['^4 at \\$\\{…\\} px Projects, its categories and Chains expand independently'],
  },
  {
    section: '4',
    rule: 'Search status: idle, loading, stalled',
    tests: [
      '^4 search shows the stalled state after 300 ms',
      '^2\\.7 search modal opens with the button, slash and Ctrl/Cmd\\+K; closes with Escape',
    ],
  },
  {
    section: '4',
    rule: 'Announcement bar: shown unless dismissed.',
    tests: [
      '^4 closing the bar persists across reloads',
      '^4 a changed bar id shows the bar again',
      '^4 the same bar id keeps a dismissed bar hidden',
    ],
  },
  {
    section: '4',
    rule: 'Lazy page loading: pending (spinner), failed',
    tests: ['^4 8 lazy page load failure', '^4 9 lazy page loading is pending with a spinner'],
  },
  {section: '4', rule: 'Crash screen: returns to normal content', tests: ['^2\\.4 8 a page that throws shows the crash screen']},

  // 5 Validation rules
  {
    section: '5',
    rule: 'Search query in the modal: at most 64 characters.',
    tests: ['^2\\.7 selected page text becomes the initial query, cut to 64'],
  },
  {
    section: '5',
    rule: 'The search client needs an application id and an api key',
    tests: ['^5 search client: a missing application id or api key'],
  },
  {
    section: '5',
    rule: 'A search request needs its list of requests',
    tests: ['^5 search client: search and recommendations need their requests, a custom post needs a path'],
  },
  {
    section: '5',
    rule: 'Path matching: a missing required route parameter',
    tests: [
      '^5 path matching: a missing required route parameter',
      '^5 path matching: an array given to a non-repeating',
      '^5 path matching: a value not matching',
    ],
  },
  {
    section: '5',
    rule: 'A page module without a default export raises an error.',
    tests: ['^5 a page module without a default export raises an error'],
  },
  {section: '5', rule: 'No user-entered forms otherwise.', tests: ['^5 no user-entered forms']},

  // 8 Error catalogue
  {section: '8', rule: 'Page crash:', tests: ['^2\\.4 8 a page that throws shows the crash screen with its causes']},
  {section: '8', rule: 'Next route fails to load:', tests: ['^8 next route fails to load']},
  {section: '8', rule: 'Lazy page load failure:', tests: ['^4 8 lazy page load failure']},
  {
    section: '8',
    rule: 'Unmatched route:',
    tests: ['^2 an unknown path shows the not-found page', '^2 a very long path renders the not-found page', '^2 an encoded-slash path'],
  },
  {
    section: '8',
    rule: 'Wrong base URL:',
    tests: [
      '^8 a build with a wrong base URL shows the base URL banner',
      '^8 the wrong base URL banner is only on the home path',
      '^8 CSP: the wrong-base-URL banner script is allowed',
    ],
  },
  {section: '8', rule: 'Browser storage unavailable:', tests: ['^8 storage \\$\\{…\\}: the site renders and works with warnings only']},
  {
    section: '8',
    rule: 'Broken links, broken anchors, duplicate routes:',
    tests: ['^8 broken links, broken anchors and duplicate routes are warnings'],
  },
  {
    section: '8',
    rule: 'Search failure:',
    tests: [
      '^8 the modal keeps SPEC 8 "check your network connection"',
      '^8 the modal says the search index could not be loaded',
      '^8 /search says the search index could not be loaded',
    ],
  },
  {section: '8', rule: 'No results:', tests: ['^8 no-results screen with up to 3 suggested queries']},
  {section: '8', rule: 'All search hosts unreachable:', tests: ['^8 all search hosts unreachable']},
  {
    section: '8',
    rule: 'API error:',
    tests: ['^8 search client: API errors carry message and status; timeouts, status 0 and non-2xx/4xx are retried'],
  },
  {section: '8', rule: 'Unparseable response:', tests: ['^8 search client: an unparseable response is a deserialization error']},
  {
    section: '8',
    rule: 'Search hook used outside its provider:',
    notProven:
      'No search hook of this site needs a provider: the DocSearch 3.9 modal and the SearchPage keep their state in their own components (src/theme/SearchBar, SearchPage), so there is no provider to be outside of.',
  },
  {section: '8', rule: 'Analytics script fails to load:', tests: ['^8 a failing analytics script logs one console error']},
  {
    section: '8',
    rule: 'The texts of API error bodies returned by the provider are not shown.',
    notProven: 'A statement about the spec (texts not given), not a behaviour.',
  },

  // 9 Business constants and limits
  {
    section: '9',
    rule: 'Mobile breakpoint:',
    tests: [
      '^9 mobile breakpoint: \\$\\{…\\} px is the mobile layout',
      '^9 997 px is still the desktop layout',
      '^2\\.5 at \\$\\{…\\} px the navbar shows a menu button',
    ],
  },
  {section: '9', rule: 'Snippet length breakpoint:', tests: ['^9 snippet breakpoint:']},
  {
    section: '9',
    rule: 'Resize debounce:',
    notProven:
      'Docusaurus 3.8.1 has no resize debounce: useWindowSize (theme-common) updates on every resize event, so the layout switches at once (proven by "9 mobile breakpoint … live on resize"). The 300 ms value drives nothing in this version.',
  },
  {
    section: '9',
    rule: 'Dropdown close delay:',
    tests: ['^2\\.5 projects dropdown opens on hover and closes about 1 s', '^4 returning the pointer before the close delay'],
  },
  {section: '9', rule: 'Category hover delay:', tests: ['^9 a hovered category becomes active after 200 ms']},
  {section: '9', rule: 'Search query max length in modal:', tests: ['^2\\.7 selected page text becomes the initial query, cut to 64']},
  {section: '9', rule: 'Search stall threshold:', tests: ['^4 search shows the stalled state after 300 ms']},
  {section: '9', rule: 'Hits per page:', tests: ['^9 the /search page shows 20 results per step', '^7 search request shape']},
  {section: '9', rule: 'Hits per group in the modal:', tests: ['^2\\.7 typing shows hits grouped by section, at most 5 per group']},
  {section: '9', rule: 'Suggested queries:', tests: ['^8 no-results screen with up to 3 suggested queries']},
  {section: '9', rule: 'Snippet length:', tests: ['^9 snippets are 10 words wide, 5 on screens up to 768 px', '^9 snippet breakpoint:']},
  {
    section: '9',
    rule: 'Recent searches:',
    tests: [
      '^2\\.7 a chosen hit appears in recent searches',
      '^9 the empty query lists at most \\S+ recent searches',
      '^9 with favourites, \\S+ recent and at most',
    ],
  },
  {
    section: '9',
    rule: 'Favourite searches:',
    tests: [
      '^2\\.7 a chosen hit appears in recent searches after reopening and can be made a favourite',
      '^9 with favourites, \\S+ recent and at most \\S+ favourite',
    ],
  },
  {section: '9', rule: 'Host down expiry:', tests: ['^9 search client: a host that failed is skipped for 120000 ms']},
  {section: '9', rule: 'Timeouts:', tests: ['^9 search client: timeouts are connect 1000 ms, read 2000 ms, write 30000 ms']},
  {
    section: '9',
    rule: 'Progress bar:',
    tests: [
      '^2\\.8 9 the progress bar starts after 200 ms, trickles',
      '^2\\.8 a route change that loads within 200 ms shows no progress bar',
    ],
  },
  {section: '9', rule: 'Loading-indicator delay:', tests: ['^4 9 lazy page loading is pending with a spinner only after the 200 ms']},
  {
    section: '9',
    rule: 'Analytics view batch:',
    tests: [
      '^9 analytics view batch: nothing before 400 ms',
      '^9 analytics view batch: pauses under 400 ms',
      'the Items Viewed view event',
    ],
  },
  {section: '9', rule: 'Table of contents:', tests: ['^9 table of contents: headings of levels']},
  {section: '9', rule: 'Router pattern cache:', tests: ['^9 router pattern cache: more than 10000 distinct patterns']},
  {
    section: '9',
    rule: 'Storage type:',
    tests: [
      '^4 the choice is stored under the theme key',
      '^4 docs preferred version: saving writes',
      '^4 closing the bar persists across reloads',
    ],
  },
  {section: '9', rule: 'Search placeholder:', tests: ['^2\\.7 search modal opens with the button']},
  {
    section: '9',
    rule: 'Default locale:',
    tests: ['^9 the site is English only with base URL /', '^9 pages are English: lang en, no locale dropdown'],
  },
  {
    section: '9',
    rule: 'Site base URL:',
    tests: ['^9 the site is English only with base URL /', '^9 pages are English: lang en, no locale dropdown, served at base URL /'],
  },
  {section: '9', rule: 'Keyboard shortcuts:', tests: ['^2\\.7 search modal opens with the button, slash and Ctrl/Cmd\\+K']},
  {section: '9', rule: 'Docs versions:', tests: ['^9 docs versions: every section has one version, current, labelled Next']},
];
