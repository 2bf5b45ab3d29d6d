/**
 * The theme's state hooks the swizzled chrome needs (the phone menu, its button, the announcement bar):
 * Docusaurus exports them only from @docusaurus/theme-common/internal, so they are read here and checked
 * (contracts.ts themeInternalHooks), with the layer on or off.
 */
import {useAnnouncementBar, useLockBodyScroll, useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import {checkFunctions} from './checkFunctions';

checkFunctions({useAnnouncementBar, useLockBodyScroll, useNavbarMobileSidebar, useNavbarSecondaryMenu});

export {useAnnouncementBar, useLockBodyScroll, useNavbarMobileSidebar, useNavbarSecondaryMenu};
