/**
 * The "Use with your assistant" view of the Copy page menu: one item per client (src/data/mcpServer.ts)
 * that copies the exact text to paste, one that copies the clone-and-build line the JSON clients need
 * first, and "Back". Same menu, same keys: it replaces the page actions inside the popup instead of
 * opening a second popup, which would not fit beside the first on a phone.
 */
import React, {type ReactNode} from 'react';
import {mcpClients, mcpServer, mcpSetupPrintingPath, type McpClient} from '@site/src/data/mcpServer';
import {BackIcon} from './icons';
import {copyMessages} from './messages';
import styles from './styles.module.css';

export interface AssistantItemsProps {
  onBack: () => void;
  onCopy: (text: string, message: string) => void;
}

const kindLabel = (client: McpClient) => (client.kind === 'command' ? 'Command' : 'JSON');

export function AssistantItems({onBack, onCopy}: AssistantItemsProps): ReactNode {
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
      {mcpClients.map((client) => (
        <li role="none" key={client.id}>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            data-client={client.id}
            onClick={() => onCopy(client.snippet, copyMessages.assistant(client))}
          >
            <span className={styles.itemTitle}>
              {client.name} <span className={styles.badge}>{kindLabel(client)}</span>
            </span>
            <span className={styles.itemHint}>{client.where}</span>
          </button>
        </li>
      ))}
      <li role="separator" className={styles.separator} />
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
    </>
  );
}

/** Shown under the list and read with it (aria-describedby): the one thing a reader must change. */
export function AssistantNote({id}: {id: string}): ReactNode {
  return (
    <p id={id} className={styles.note}>
      The server runs from a built clone of these docs. In the JSON, replace <code>{mcpServer.clonePathPlaceholder}</code> with the
      clone&apos;s path.
    </p>
  );
}
