/**
 * The "Use with your assistant" view of the Copy page menu: "Back", then two labelled groups of clients
 * (src/data/mcpServer.ts). First the hosted server, by its URL (derived from the site origin): nothing to install.
 * Then a local clone's server, with the clone-and-build line the JSON clients need first. Each item copies the
 * exact text to paste. Same menu, same keys: it replaces the page actions inside the popup instead of opening a
 * second popup, which would not fit beside the first on a phone.
 */
import React, {useId, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {mcpCloneClients, mcpHostedClients, mcpServer, mcpSetupPrintingPath, mcpUrl, type McpClient} from '@site/src/data/mcpServer';
import {BackIcon} from './icons';
import {copyMessages} from './messages';
import styles from './styles.module.css';

export interface AssistantItemsProps {
  onBack: () => void;
  onCopy: (text: string, message: string) => void;
}

const kindLabel = {command: 'Command', json: 'JSON', url: 'URL'} as const;

/** The hosted endpoint of this build: its site origin and base URL. */
export function useMcpUrl(): string {
  const {siteConfig} = useDocusaurusContext();
  return mcpUrl(siteConfig.url, siteConfig.baseUrl);
}

function ClientItem({client, onCopy}: {client: McpClient; onCopy: AssistantItemsProps['onCopy']}): ReactNode {
  return (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={styles.item}
        data-client={`${client.via}-${client.id}`}
        onClick={() => onCopy(client.snippet, copyMessages.assistant(client))}
      >
        <span className={styles.itemTitle}>
          {client.name} <span className={styles.badge}>{kindLabel[client.kind]}</span>
        </span>
        <span className={styles.itemHint}>{client.where}</span>
      </button>
    </li>
  );
}

export function AssistantItems({onBack, onCopy}: AssistantItemsProps): ReactNode {
  const url = useMcpUrl();
  const hostedLabel = useId();
  const cloneLabel = useId();
  return (
    <>
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={onBack}>
          <span className={`${styles.itemTitle} ${styles.back}`}>
            <BackIcon />
            Back to page actions
          </span>
        </button>
      </li>
      <li role="none">
        <span id={hostedLabel} className={styles.groupLabel}>
          By URL: nothing to install
        </span>
        <ul role="group" aria-labelledby={hostedLabel} className={styles.list}>
          {mcpHostedClients(url).map((client) => (
            <ClientItem key={client.id} client={client} onCopy={onCopy} />
          ))}
        </ul>
      </li>
      <li role="separator" className={styles.separator} />
      <li role="none">
        <span id={cloneLabel} className={styles.groupLabel}>
          From a local clone (offline)
        </span>
        <ul role="group" aria-labelledby={cloneLabel} className={styles.list}>
          {mcpCloneClients.map((client) => (
            <ClientItem key={client.id} client={client} onCopy={onCopy} />
          ))}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => onCopy(mcpSetupPrintingPath, copyMessages.setup)}
            >
              <span className={styles.itemTitle}>Clone and build first</span>
              <span className={styles.itemHint}>For the JSON: a terminal command that ends by printing the clone&apos;s path</span>
            </button>
          </li>
        </ul>
      </li>
    </>
  );
}

/** Shown under the list and read with it (aria-describedby): where the hosted server is, and what a clone's JSON needs. */
export function AssistantNote({id}: {id: string}): ReactNode {
  const url = useMcpUrl();
  return (
    <p id={id} className={styles.note}>
      The docs answer MCP at <code>{url}</code>. For a local clone, replace <code>{mcpServer.clonePathPlaceholder}</code> in its JSON with
      the clone&apos;s path.
    </p>
  );
}
