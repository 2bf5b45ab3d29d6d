/**
 * The code block's context (its metadata and word wrap), which the site's CodeBlock/Content reads:
 * exported only from @docusaurus/theme-common/internal, so read here and checked. Apart from
 * themeHooks.ts so only pages with code carry it.
 */
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {checkFunctions} from './checkFunctions';

checkFunctions({useCodeBlockContext});

export {useCodeBlockContext};
