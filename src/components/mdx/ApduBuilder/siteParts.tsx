/**
 * The builder's parts on the site's APDU pages (@zondax/apdu-ui BuilderParts): Docusaurus's code block with the
 * grammar loaded on first use, the site's scrolling tables (cards on a phone) and its clipboard helper.
 */
import React, {useEffect, useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {BuilderParts, CodeBlockProps} from '@zondax/apdu-ui';
import {isRegistered} from '@site/src/plugins/prism-on-demand/registry';
import TableScroll from '@site/src/components/mdx/TableScroll';
import {copyText} from '@site/src/components/chrome/CopyPage/clipboard';

/*
 * Prism grammars load when a code view first opens, not with the page: most readers never open one
 * (issue 27: page JS budget). Until then the block is plain text, which the code block accepts.
 */
const grammars: Record<CodeBlockProps['language'], () => Promise<unknown>> = {
  javascript: () => import('@generated/prism-on-demand/default/language-javascript'),
  rust: () => import('@generated/prism-on-demand/default/language-rust'),
};

function useGrammar(language: CodeBlockProps['language']): string {
  const [, loaded] = useState(0);
  // The registry knows whether the grammar is there: the page may import it already, or an earlier panel did.
  const registered = isRegistered(language);
  useEffect(() => {
    if (registered) return undefined;
    let live = true;
    grammars[language]()
      .then(() => {
        if (live) loaded((n) => n + 1);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [language, registered]);
  return registered ? language : 'text';
}

function SiteCodeBlock({language, code}: CodeBlockProps): React.ReactElement {
  return <CodeBlock language={useGrammar(language)}>{code}</CodeBlock>;
}

export const siteParts: BuilderParts = {CodeBlock: SiteCodeBlock, TableScroll, copyText};
