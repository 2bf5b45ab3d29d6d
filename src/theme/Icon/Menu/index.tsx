/**
 * Wraps @docusaurus/theme-classic 3.8.1 src/theme/Icon/Menu, the icon of the navbar's menu button
 * (theme-classic's Navbar/MobileSidebar/Toggle, its only user).
 * Why: SPEC 2.5's mobile menu opens below the navbar, so that button is also the menu's close button:
 * while the menu is shown it draws theme-classic's close icon. The button's aria-expanded says the
 * state; its name is "Menu" (i18n/en/code.json).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import IconMenu from '@theme-original/Icon/Menu';
import IconClose from '@theme/Icon/Close';
import {useNavbarMobileSidebar} from '@site/src/internals/client/themeHooks';

export default function IconMenuWrapper(props: ComponentProps<typeof IconMenu>): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  return shown ? <IconClose width={22} height={22} strokeWidth={1.5} aria-hidden="true" focusable="false" /> : <IconMenu {...props} />;
}
