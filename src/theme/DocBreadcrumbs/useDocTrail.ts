import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useDoc, useDocsSidebar, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {sectionEntryPath, sections} from '@site/src/data/sections';
import {docTrail, type TrailCrumb} from './docTrail';

/** The current doc page's trail below Home (see docTrail). */
export function useDocTrail(): TrailCrumb[] {
  const {metadata, frontMatter} = useDoc();
  const sidebar = useDocsSidebar();
  const version = useDocsVersion();
  const {withBaseUrl} = useBaseUrlUtils();
  const section = sections.find((s) => s.id === version.pluginId);
  return docTrail({
    sidebarItems: sidebar?.items ?? Object.values(version.docsSidebars).flat(),
    docId: metadata.id,
    permalink: metadata.permalink,
    pageLabel: frontMatter.sidebar_label ?? metadata.title,
    section: section && {label: section.title, href: withBaseUrl(sectionEntryPath(section))},
    withBaseUrl,
  });
}
