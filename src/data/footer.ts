/**
 * Footer content (SPEC 2.6). Company and Legal links are paths on the provider's main
 * site (provider.mainSiteOrigin in ./site); project links reuse ./sections where possible.
 */
import {provider} from './site';
import {sectionById, sectionRepositoryUrl} from './sections';

export type FooterEntry =
  | {label: string; href: string}
  /** A button that runs an action instead of navigating (Cookies settings). */
  | {label: string; action: 'consent-settings'};

export interface FooterColumn {
  title: string;
  entries: FooterEntry[];
}

/** Absolute URL of a path on the provider's main site. */
export function mainSite(path: `/${string}`): string {
  return `${provider.mainSiteOrigin}${path}`;
}

/** The provider's social profiles ('Follow us'). */
export const social = {
  linkedIn: 'https://www.linkedin.com/company/zondax',
  twitter: 'https://twitter.com/_zondax_',
  gitHub: provider.sourceOrg,
} as const;

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Company',
    entries: [
      {label: 'About', href: mainSite('/')},
      {label: 'Careers', href: mainSite('/careers')},
      {label: 'Blog', href: mainSite('/blog')},
      {label: 'Brand Assets', href: mainSite('/assets')},
    ],
  },
  {
    title: 'Projects',
    entries: [
      {label: 'Beryx', href: 'https://beryx.io'},
      ...(['zemu', 'filecoin-signing-tools', 'polkadot-migration-app'] as const)
        .map(sectionById)
        .map((section) => ({label: section.title, href: sectionRepositoryUrl(section)})),
    ],
  },
  {
    title: 'Legal',
    entries: [
      {label: 'Impressum', href: mainSite('/impressum')},
      {label: 'Privacy policy', href: mainSite('/privacy-policy')},
      {label: 'Cookies policy', href: mainSite('/cookies-policy')},
      {label: 'Cookies settings', action: 'consent-settings'},
      {label: 'Terms & Conditions', href: mainSite('/terms-of-use')},
    ],
  },
  {
    title: 'Follow us',
    entries: [
      {label: 'LinkedIn', href: social.linkedIn},
      {label: 'Twitter', href: social.twitter},
      {label: 'GitHub', href: social.gitHub},
    ],
  },
];

/** The copyright line for a year (SPEC 2.6: the current UTC year). */
export function copyrightLine(year: number): string {
  return `© ${year} ${provider.name}. All rights reserved.`;
}
