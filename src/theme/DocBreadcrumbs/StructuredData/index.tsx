/**
 * Replaces @docusaurus/theme-classic 3.8.1 DocBreadcrumbs/StructuredData, which emits a
 * BreadcrumbList of the sidebar categories only, and only on pages that are in a sidebar.
 * Every doc page gets the full trail (Home → section → categories → page) from
 * src/theme/DocItem/Metadata instead, so this renders nothing: one BreadcrumbList per page.
 */
import type {ReactNode} from 'react';

export default function DocBreadcrumbsStructuredData(): ReactNode {
  return null;
}
