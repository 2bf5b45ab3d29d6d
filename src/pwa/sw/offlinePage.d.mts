export declare function offlinePageHtml(input: {
  path: string;
  siteTitle: string;
  home: string;
  pages: {url: string; title: string}[];
  sections: {title: string; url: string}[];
}): string;
