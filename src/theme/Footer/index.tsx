/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.8.1 src/theme/Footer/index.tsx.
 * Why: SPEC 2.6's footer has a 'Cookies settings' button (not a link) and a copyright line
 * with the current UTC year computed in the browser; its columns come from
 * src/data/footer.ts rather than a second list in docusaurus.config.ts.
 * Like the original, nothing renders when themeConfig.footer is absent.
 * Not a wrap: the original draws only themeConfig.footer's links and copyright HTML (no button, no
 * browser-computed year) and takes no props.
 */
import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import SiteFooter from '@site/src/components/chrome/SiteFooter';

export default function Footer(): ReactNode {
  const {footer} = useThemeConfig();
  if (!footer) return null;
  return <SiteFooter />;
}
