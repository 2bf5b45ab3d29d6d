/**
 * The route-change progress bar (theme-classic's nprogress client module: SPEC 2.8 and 9 keep its timing) without
 * nprogress's `role="bar"`, which is no ARIA role: axe reports it as a critical `aria-roles` violation whenever the bar
 * is on screen, that is on every client-side navigation that takes longer than 200 ms (rstacruz/nprogress#180, open).
 * The bar only repeats what the page's own loading shows, so it is hidden from assistive technology instead of given a
 * progressbar role. nprogress finds the bar with `barSelector`, which must follow the template. Site client modules
 * load after the theme's, so this configuration is the one in force; the spinner stays off as the theme sets it.
 */
import nprogress from 'nprogress';

nprogress.configure({
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
  showSpinner: false,
});
