/**
 * The search modal's honest failures (src/search/searchFailure.ts): a "Try again" button on
 * DocSearch's error screen, whose words say what failed, and a dialog for when the modal's own
 * code cannot be downloaded (offline before search was first used in this tab), where DocSearch
 * cannot open at all.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {SearchFailure} from '@site/src/search/searchFailure';
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
  return (
    <dialog ref={dialog} className="search-unavailable" aria-labelledby="search-unavailable-title" onClose={onClose}>
      <h2 id="search-unavailable-title" className="search-unavailable__title">
        {offline ? 'You are offline: search cannot open' : 'Search could not be loaded'}
      </h2>
      <p>
        Search has not been used in this tab yet, so its code is not on this device, and the network did not answer. Nothing can be searched
        until it can be downloaded; pages already opened in this tab still work.
      </p>
      <p role="status" className="search-unavailable__status">
        {failedTries > 0 && `Tried again (${failedTries}): still no answer.`}
      </p>
      <div className="search-unavailable__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
        <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
