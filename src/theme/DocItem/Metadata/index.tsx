/**
 * Wraps @docusaurus/theme-classic 3.8.1 DocItem/Metadata (title, description, keywords, image).
 * Adds to the <head> of every documentation page, in the static HTML:
 *  - a <title> and og:title that name the section when the page title does not (src/seo/docTitle.ts):
 *    react-helmet keeps the last of each, so this PageMetadata after the original's wins; the h1, the
 *    JSON-LD headline and the breadcrumbs keep the page's own title;
 *  - <link rel="alternate" type="text/markdown"> to the page's Markdown twin (src/components/chrome/MarkdownTwinLink);
 *  - the section's social card as og:image / twitter:image when the page sets no image of its own
 *    (src/plugins/social-cards), and og:type article;
 *  - JSON-LD: a TechArticle and the BreadcrumbList of the visible breadcrumbs (src/theme/DocBreadcrumbs/useDocTrail,
 *    src/seo/structuredData.ts).
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {PageMetadata} from '@docusaurus/theme-common';
import {absoluteUrl, markdownPathFor, socialImagePath} from '@site/src/plugins/markdown-export/paths';
import MarkdownTwinLink from '@site/src/components/chrome/MarkdownTwinLink';

import {sectionEntryPath, sections} from '@site/src/data/sections';
import {provider} from '@site/src/data/site';
import {breadcrumbList, jsonLdText, techArticle} from '@site/src/seo/structuredData';
import {docPageTitle} from '@site/src/seo/docTitle';
import {useDocTrail} from '@site/src/theme/DocBreadcrumbs/useDocTrail';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const {pluginId} = useDocsVersion();
  // The trail the reader sees in the breadcrumbs (one function for both).
  const docTrail = useDocTrail();
  const {siteConfig} = useDocusaurusContext();
  // Permalinks already carry the base URL; absolute URLs are origin + permalink.
  const origin = siteConfig.url.replace(/\/+$/, '');
  const site = (p: string) => absoluteUrl(siteConfig.url, siteConfig.baseUrl, p);
  const section = sections.find((s) => s.id === pluginId);
  const ownImage = assets.image ?? frontMatter.image;
  const imageUrl = ownImage ? (/^https?:/.test(ownImage) ? ownImage : site(ownImage)) : site(socialImagePath(section?.id ?? 'default'));
  const url = `${origin}${metadata.permalink}`;
  const markdownHref = markdownPathFor(metadata.permalink);

  const sectionCrumb = section ? {name: section.title, url: site(sectionEntryPath(section))} : undefined;
  // Crumb for crumb what the reader sees (a folder crumb may link to the page itself: it is kept there too).
  const trail = [
    {name: siteConfig.title, url: site('/')},
    ...docTrail.map((crumb, i) => ({name: crumb.label, url: i === docTrail.length - 1 ? url : `${origin}${crumb.href}`})),
  ];
  const article = techArticle({
    title: metadata.title,
    description: metadata.description,
    url,
    markdownUrl: `${origin}${markdownHref}`,
    imageUrl,
    lastUpdatedAt: metadata.lastUpdatedAt,
    section: sectionCrumb ? {title: sectionCrumb.name, url: sectionCrumb.url} : undefined,
    site: {name: siteConfig.title, url: site('/')},
    publisher: {name: provider.name, url: provider.mainSiteOrigin, logoUrl: site('/img/logo.svg')},
    keywords: frontMatter.keywords,
  });

  return (
    <>
      <Metadata {...props} />
      <PageMetadata title={docPageTitle(metadata.title, section?.title)} />
      <MarkdownTwinLink href={markdownHref} />
      <Head>
        <meta property="og:type" content="article" />
        {!ownImage && <meta property="og:image" content={imageUrl} />}
        {!ownImage && <meta name="twitter:image" content={imageUrl} />}
        {!ownImage && <meta property="og:image:alt" content={`${section?.title ?? siteConfig.title}: ${provider.name} documentation`} />}
        {metadata.lastUpdatedAt && <meta property="article:modified_time" content={new Date(metadata.lastUpdatedAt).toISOString()} />}
        <script type="application/ld+json">{jsonLdText(article)}</script>
        <script type="application/ld+json">{jsonLdText(breadcrumbList(trail))}</script>
      </Head>
    </>
  );
}
