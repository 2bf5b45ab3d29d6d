import React, {type ReactNode} from 'react';
import {offlineWords} from '@site/src/pwa/shared.mjs';
import Notice from '../Notice';

interface Props {
  /** The path the reader tried to open. */
  path: string;
  onDismiss: () => void;
}

/** Shown when the reader is offline and follows a link to a page this tab has not loaded yet (SPEC 2.8). */
export default function OfflineNotice({path, onDismiss}: Props): ReactNode {
  return (
    <Notice
      role="alert"
      tone="warning"
      data-offline-notice
      actions={
        <button type="button" className="button button--sm button--secondary" onClick={onDismiss}>
          Dismiss
        </button>
      }
    >
      <strong>{offlineWords.title}.</strong> {offlineWords.beforePath} <code>{path}</code> {offlineWords.afterPath}
    </Notice>
  );
}
