// @vitest-environment jsdom
/**
 * Issue 42: the dialog shown when the search modal's code cannot be downloaded. Offline or with no answer it
 * offers "Try again"; once the failed download has found a new deployment (src/pwa/updates.ts leaves
 * 'current'), the same open dialog says the docs were updated and offers the reload into the new version.
 */
import React, {act} from 'react';
import {afterEach, beforeEach, expect, it, vi} from 'vitest';
import {mount, type MountedRoot} from './react-root';

const applyUpdate = vi.fn();
vi.mock('@site/src/pwa/updates', async (original) => ({...(await original<typeof import('../../src/pwa/updates')>()), applyUpdate}));
vi.mock('../../src/theme/SearchBar/failure.css', () => ({}));

const {SearchUnavailableDialog} = await import('../../src/theme/SearchBar/SearchFailureViews');
const {setUpdateState} = await import('../../src/pwa/updates');

let root: MountedRoot;

beforeEach(() => {
  // jsdom has <dialog> without showModal.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  root = mount();
});
afterEach(() => {
  root.unmount();
  act(() => setUpdateState('current', null));
  applyUpdate.mockClear();
});

const dialog = () => root.container.querySelector('dialog')!;
const title = () => dialog().querySelector('h2')!.textContent;
const primary = () => dialog().querySelector<HTMLButtonElement>('.button--primary')!;

it('without a new deployment: "Search could not be loaded" and Try again', () => {
  const onRetry = vi.fn();
  root.render(<SearchUnavailableDialog failedTries={1} onClose={() => undefined} onRetry={onRetry} />);
  expect(dialog().open).toBe(true);
  expect(title()).toBe('Search could not be loaded');
  expect(dialog().textContent).toContain('Tried again (1): still no answer.');
  expect(primary().textContent).toBe('Try again');
  act(() => primary().click());
  expect(onRetry).toHaveBeenCalledOnce();
  expect(applyUpdate).not.toHaveBeenCalled();
});

it('when the check finds a new deployment, the open dialog offers the reload instead', () => {
  const onRetry = vi.fn();
  root.render(<SearchUnavailableDialog failedTries={0} onClose={() => undefined} onRetry={onRetry} />);
  const before = dialog();
  act(() => setUpdateState('waiting', null));
  expect(dialog()).toBe(before);
  expect(dialog().open).toBe(true);
  expect(title()).toBe('The docs were updated: reload to search');
  expect(dialog().textContent).toContain('A new version of the docs was published after this page was opened');
  expect(primary().textContent).toBe('Reload');
  act(() => primary().click());
  expect(applyUpdate).toHaveBeenCalledOnce();
  expect(onRetry).not.toHaveBeenCalled();
});
