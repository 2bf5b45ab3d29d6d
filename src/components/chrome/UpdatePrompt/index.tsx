import React, {useState, type ReactNode} from 'react';
import Notice from '../Notice';

/** Issue 42's words: what the reader sees once a new deployment's service worker waits. */
export const updatePromptText = 'A new version of the docs is available';

interface Props {
  /** The waiting version takes over and the tab reloads into it (src/pwa/updates.ts applyUpdate). */
  onReload: () => void;
}

/**
 * The new-version prompt (src/theme/Root renders it while src/pwa/updates.ts says an update waits). The
 * site's own, not plugin-pwa's PwaReloadPopup: it is announced (a status), looks like the site's other
 * notices, and is in the main bundle, so a deployment that removed the old build's chunks cannot take it away.
 */
export default function UpdatePrompt({onReload}: Props): ReactNode {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <Notice
      role="status"
      tone="info"
      data-update-prompt
      actions={
        <>
          <button type="button" className="button button--sm button--primary" onClick={onReload}>
            Reload
          </button>
          <button type="button" className="button button--sm button--secondary" onClick={() => setDismissed(true)}>
            Later
          </button>
        </>
      }
    >
      {updatePromptText}.
    </Notice>
  );
}
