/**
 * /assistants: how a reader gives an assistant these docs. The MCP server by URL or from a clone (the snippets of
 * src/data/mcpServer.ts, the ones the "Copy page" menu copies), its tools (docs-core's definitions, ToolList.tsx),
 * the Markdown twins and llms.txt files (src/plugins/markdown-export) and WebMCP in the page (src/webmcp).
 */
import React from 'react';
// A React page that renders code blocks loads their Prism grammars itself (src/plugins/prism-on-demand).
import '@generated/prism-on-demand/default/language-bash';
import '@generated/prism-on-demand/default/language-json';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {mcpDiscoveryUrl} from '@zondax/docs-core/paths/mcp';
import {anchorSlugger} from '@zondax/docs-core/markdown/anchors.mjs';
import MarkdownTwinLink from '@site/src/components/chrome/MarkdownTwinLink';
import CopyPage from '@site/src/components/chrome/CopyPage';
import {mcpCloneClients, mcpHostedClients, mcpServer, mcpUrl, type McpClient} from '@site/src/data/mcpServer';
import {provider} from '@site/src/data/site';
import {sectionById, sectionEntryPath, sectionPagePath} from '@site/src/data/sections';
import {absoluteUrl, llmsFullTxtPath, llmsTxtPath, markdownPathFor, sectionLlmsTxtPath} from '@site/src/plugins/markdown-export/paths';
import ToolList from './ToolList';
import styles from './styles.module.css';
import CodeBreaks from '@site/src/components/CodeBreaks';

const assistantsPageTitle = 'Use these docs with your AI assistant';

const languageOf: Record<McpClient['kind'], string> = {command: 'bash', json: 'json', url: 'text'};

/** The page's headings below the title, in page order. */
const headings = {
  connect: 'Connect your assistant',
  clone: 'Run the server from a clone',
  tools: 'What the server answers',
  markdown: 'Read pages as Markdown',
  browser: 'In the browser (WebMCP)',
};

function ClientSnippets({clients}: {clients: ReadonlyArray<{client: McpClient; id: string}>}): React.ReactElement {
  return (
    <>
      {clients.map(({client, id}) => (
        <div key={id}>
          <Heading as="h3" id={id}>
            {client.name}
          </Heading>
          <p className={styles.where}>{client.where}</p>
          <CodeBlock language={languageOf[client.kind]}>{client.snippet}</CodeBlock>
        </div>
      ))}
    </>
  );
}

/** A page every build has, for the examples (the quickstart of the emulator's section). */
const examplePage = sectionPagePath('zemu', 'quickstart');
const exampleSectionLlms = sectionLlmsTxtPath(sectionById('zemu').routeBasePath);

export default function AssistantsGuide(): React.ReactElement {
  // This build's origin and base URL, as the Copy page menu's snippets use them.
  const {siteConfig} = useDocusaurusContext();
  const url = mcpUrl(siteConfig.url, siteConfig.baseUrl);
  const discoveryUrl = mcpDiscoveryUrl(siteConfig.url);
  const onSite = (sitePath: string) => absoluteUrl(siteConfig.url, siteConfig.baseUrl, sitePath);
  // Every heading's id, in page order, as the Markdown twin's sections get them (a client named twice gains -1), so
  // a link to a section and get_page's section of the twin agree.
  const idFor = anchorSlugger();
  const ids = {
    connect: idFor(headings.connect),
    hosted: mcpHostedClients(url).map((client) => ({client, id: idFor(client.name)})),
    clone: idFor(headings.clone),
    cloned: mcpCloneClients.map((client) => ({client, id: idFor(client.name)})),
    tools: idFor(headings.tools),
    markdown: idFor(headings.markdown),
    browser: idFor(headings.browser),
  };
  return (
    <Layout
      title={assistantsPageTitle}
      description={`Connect an AI assistant to the ${provider.name} docs: the MCP server at ${url}, its tools, the Markdown of every page and llms.txt.`}
    >
      <MarkdownTwinLink />
      <main className={styles.page}>
        <CopyPage />
        <Heading as="h1">{assistantsPageTitle}</Heading>
        <p className={styles.lead}>
          An assistant can read these docs without a browser. An MCP server answers at{' '}
          <code>
            <CodeBreaks text={url} />
          </code>
          , every page of the docs also comes as Markdown, and <code>{llmsTxtPath}</code> lists them all. No account is needed, and nothing
          is written: the tools only read.
        </p>

        <Heading as="h2" id={ids.connect}>
          {headings.connect}
        </Heading>
        <p>
          The server speaks MCP over Streamable HTTP at{' '}
          <code>
            <CodeBreaks text={url} />
          </code>
          . Add it to your client with the client&apos;s snippet below; the &quot;Copy page&quot; menu at the top of this page and of every
          doc, chain and product page copies the same ones. A client that only knows the site&apos;s address finds the server and its tools
          in the discovery document, <a href={discoveryUrl}>{discoveryUrl}</a>.
        </p>
        <ClientSnippets clients={ids.hosted} />

        <Heading as="h2" id={ids.clone}>
          {headings.clone}
        </Heading>
        <p>
          To work offline, or to answer from your own build of the docs, clone <a href={mcpServer.repository}>{mcpServer.repository}</a>,
          run <code>{mcpServer.setup}</code> in it, and start the server with <code>{mcpServer.start}</code> (stdio; add <code>--http</code>{' '}
          for Streamable HTTP on 127.0.0.1). In the JSON snippets, replace <code>{mcpServer.clonePathPlaceholder}</code> with the path{' '}
          <code>pwd</code> prints in the clone.
        </p>
        <ClientSnippets clients={ids.cloned} />

        <Heading as="h2" id={ids.tools}>
          {headings.tools}
        </Heading>
        <p>
          Every tool is read-only. Search uses the site&apos;s own ranking and takes whole questions; a page comes back as Markdown, whole
          or one section, within a size budget; the APDU tools build and decode the same bytes as the builder on each APDU page.{' '}
          <code>report_doc_problem</code> only prepares a link to a prefilled issue: it sends nothing.
        </p>
        <ToolList />

        <Heading as="h2" id={ids.markdown}>
          {headings.markdown}
        </Heading>
        <ul>
          <li>
            Add <code>.md</code> to a page&apos;s URL:{' '}
            <code>
              <CodeBreaks text={onSite(markdownPathFor(examplePage))} />
            </code>
            . The home page is{' '}
            <code>
              <CodeBreaks text={onSite(markdownPathFor('/'))} />
            </code>
            .
          </li>
          <li>
            Or ask for the page itself with <code>Accept: text/markdown</code>; browsers keep getting HTML.
            <CodeBlock language="bash">{`curl -H 'Accept: text/markdown' ${onSite(examplePage)}`}</CodeBlock>
          </li>
          <li>
            <a href={onSite(llmsTxtPath)}>{llmsTxtPath}</a> lists every page with a one-line summary, each docs section has its own (for
            example <a href={onSite(exampleSectionLlms)}>{exampleSectionLlms}</a>), and{' '}
            <a href={onSite(llmsFullTxtPath)}>{llmsFullTxtPath}</a> holds the text of every page in one file.
          </li>
          <li>
            In the browser, the &quot;Copy page&quot; menu at the top of each doc, chain and product page copies its Markdown or opens it.
          </li>
        </ul>

        <Heading as="h2" id={ids.browser}>
          {headings.browser}
        </Heading>
        <p>
          Where the browser offers WebMCP, an experimental API behind a flag in Chromium-based browsers, every page registers{' '}
          <code>search_docs</code> for an agent working in the page, and each APDU page also registers <code>get_apdu_spec</code>,{' '}
          <code>build_apdu</code> and <code>decode_apdu_response</code> for its chain. They answer as the MCP server does. When an agent
          builds a command for the page&apos;s own chain, the page&apos;s builder shows it. See the{' '}
          <Link to={sectionEntryPath(sectionById('ledger-apps'))}>Ledger app specifications</Link> for the APDU pages.
        </p>
      </main>
    </Layout>
  );
}
