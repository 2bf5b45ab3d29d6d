/**
 * The search modal's honest failures (src/search/searchFailure.ts): a "Try again" button on
 * DocSearch's error screen, whose words say what failed, and a dialog for when the modal's own
 * code cannot be downloaded (offline before search was first used in this tab, or online in a tab of
 * a build a newer deployment replaced), where DocSearch cannot open at all.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {SearchFailure} from '@site/src/search/searchFailure';
import {applyUpdate, useUpdateState} from '@site/src/pwa/updates';
import {useModalSlot} from './modalSlot';
import {rerunQuery} from './rerunQuery';
import './failure.css';

/** How long to look for the error screen after a failure (DocSearch draws it on the next task). */
const placeForMs = 2_000;

export function RetryOnErrorScreen({failure}: {failure: SearchFailure | undefined}): ReactNode {
  const host = useModalSlot({
    anchor: '.DocSearch-Modal .DocSearch-ErrorScreen',
    className: 'search-error-retry',
    place: 'append',
    active: failure,
    giveUpAfterMs: placeForMs,
  });
  if (!host) return null;
  const retry = () => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return;
    input.focus();
    rerunQuery(input);
  };
  return createPortal(
    <button type="button" className="search-error-retry__button" onClick={retry}>
      Try again
    </button>,
    host,
  );
}

/** Shown instead of the modal when its code could not be downloaded; `failedTries` counts the reader's retries that failed too. */
export function SearchUnavailableDialog({
  failedTries,
  onClose,
  onRetry,
}: {
  failedTries: number;
  onClose: () => void;
  onRetry: () => void;
}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  // The failed download checked for a new deployment (src/pwa/register.ts): if there is one, this tab's
  // search code was replaced on the server, and only a reload into the new version brings search back.
  // One dialog element for both texts: the answer may arrive while it is open.
  const replaced = useUpdateState() !== 'current' && !offline;
  return (
    <dialog ref={dialog} className="search-unavailable" aria-labelledby="search-unavailable-title" onClose={onClose}>
      <h2 id="search-unavailable-title" className="search-unavailable__title">
        {replaced
          ? 'The docs were updated: reload to search'
          : offline
            ? 'You are offline: search cannot open'
            : 'Search could not be loaded'}
      </h2>
      {replaced ? (
        <p>
          A new version of the docs was published after this page was opened, and the search code of this page&apos;s version is no longer
          on the server. Reload to open the new version of this page; search works there.
        </p>
      ) : (
        <p>
          Search has not been used in this tab yet, so its code is not on this device, and the network did not answer. Nothing can be
          searched until it can be downloaded; pages already opened in this tab still work.
        </p>
      )}
      <p role="status" className="search-unavailable__status">
        {!replaced && failedTries > 0 && `Tried again (${failedTries}): still no answer.`}
      </p>
      <div className="search-unavailable__actions">
        <button type="button" className="button button--primary" onClick={replaced ? applyUpdate : onRetry}>
          {replaced ? 'Reload' : 'Try again'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
