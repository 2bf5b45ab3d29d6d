import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {provider, repoUrl} from '@site/src/data/site';
import {sectionById, sectionEntryPath, sectionPagePath, sectionRepositoryUrl, type SectionId} from '@site/src/data/sections';

/**
 * Links for MDX pages outside the docs (the product pages): a documentation page named by its
 * section and its path inside the section, and a repository named by its section or its name, so
 * the sections' route bases and the source organisation stay written once (src/data).
 */
export function docPath(section: SectionId, page?: string): string {
  return page === undefined ? sectionEntryPath(sectionById(section)) : sectionPagePath(section, page);
}

export function DocLink({section, page, children}: {section: SectionId; page?: string; children: ReactNode}): React.ReactElement {
  return <Link to={docPath(section, page)}>{children}</Link>;
}

type RepoProps = {children?: ReactNode} & ({section: SectionId; repo?: never} | {repo: string; section?: never});

/** A repository link; without children it reads "owner/name". */
export function RepoLink({children, ...props}: RepoProps): React.ReactElement {
  const href = props.section !== undefined ? sectionRepositoryUrl(sectionById(props.section)) : repoUrl(props.repo);
  return <Link href={href}>{children ?? href.slice(provider.sourceHost.length + 1)}</Link>;
}
