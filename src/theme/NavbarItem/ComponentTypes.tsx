/**
 * Swizzled (wrapped) from @docusaurus/theme-classic 3.8.1 src/theme/NavbarItem/ComponentTypes.tsx.
 * Why: registers the site's own navbar item types used in themeConfig.navbar.items
 * (Projects and Chains dropdowns, source link, /visualize-document link). The original
 * map is spread unchanged.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import ProjectsMenu from '@site/src/components/chrome/ProjectsMenu';
import ChainsMenu from '@site/src/components/chrome/ChainsMenu';
import SourceLink from '@site/src/components/chrome/SourceLink';
import VisualizeLink from '@site/src/components/chrome/VisualizeLink';
import styles from './styles.module.css';

function SourceLinkItem() {
  return <SourceLink className={styles.desktopOnly} />;
}

function VisualizeLinkItem() {
  return <VisualizeLink className={styles.desktopOnly} />;
}

export default {
  ...ComponentTypes,
  'custom-projects': ProjectsMenu,
  'custom-chains': ChainsMenu,
  'custom-source-link': SourceLinkItem,
  'custom-visualize-link': VisualizeLinkItem,
} as ComponentTypesObject;
