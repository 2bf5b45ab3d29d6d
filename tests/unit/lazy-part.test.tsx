// @vitest-environment jsdom
/**
 * Issue 42: src/components/LazyPart, the frame of a page part whose code is a chunk of its own (the Send
 * panel, the OpenAPI viewer). A chunk that does not arrive leaves a line and Try again (or Reload, once a
 * newer version is known); an error thrown while the part renders is a bug and gets Docusaurus's message.
 * While the chunk is on its way the part is marked busy.
 */
import React, {act, type ReactNode} from 'react';
import {afterEach, beforeEach, expect, it, vi} from 'vitest';
import {mount, type MountedRoot} from './react-root';

const applyUpdate = vi.fn();
vi.mock('@site/src/pwa/updates', async (original) => ({...(await original<typeof import('../../src/pwa/updates')>()), applyUpdate}));
vi.mock('@docusaurus/theme-common', () => ({
  ErrorBoundaryErrorMessageFallback: ({error}: {error: Error}) => <p data-docusaurus-fallback>{error.message}</p>,
}));
const {default: LazyPart, isChunkLoadError, preloadPart} = await import('../../src/components/LazyPart');
const {setUpdateState} = await import('../../src/pwa/updates');

let root: MountedRoot;
beforeEach(() => {
  root = mount();
  // React reports each caught error on the console; the failures here are the point of the tests.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  root.unmount();
  act(() => setUpdateState('current', null));
  applyUpdate.mockClear();
  vi.restoreAllMocks();
});

/** An rspack chunk failure, as its runtime builds it (__webpack_require__.l's error). */
function chunkError(): Error {
  const error = new Error('Loading chunk 4242 failed.\n(error: http://127.0.0.1/assets/js/4242.abc.js)');
  error.name = 'ChunkLoadError';
  return error;
}

const Part = ({label}: {label: string}) => <p data-part>{label}</p>;

/** Renders and lets the lazy import settle. */
async function renderPart(load: () => Promise<{default: typeof Part}>) {
  await act(async () => {
    root.render(<LazyPart load={load} name="The Send panel" loading={<p data-loading>Loading…</p>} props={{label: 'ready'}} />);
  });
}

const alert = () => root.container.querySelector('[role="alert"]');
const button = () => alert()!.querySelector('button')!;

it('what counts as a load failure: rspack/webpack chunk errors, JS or CSS, and nothing else', () => {
  expect(isChunkLoadError(chunkError())).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk 17 failed.\n(/assets/css/17.css)'))).toBe(true);
  expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
});

it('renders the part once its chunk arrives', async () => {
  await renderPart(() => Promise.resolve({default: Part}));
  expect(root.container.querySelector('[data-part]')?.textContent).toBe('ready');
  expect(alert()).toBeNull();
});

it('while its chunk is on the way the part is busy (aria-busy, which the page sweep waits out), and no longer once it renders', async () => {
  let arrive!: (module: {default: typeof Part}) => void;
  await renderPart(() => new Promise((resolve) => (arrive = resolve)));
  const busy = root.container.querySelector('[aria-busy="true"]');
  expect(busy?.querySelector('[data-loading]')?.textContent).toBe('Loading…');
  await act(async () => arrive({default: Part}));
  expect(root.container.querySelector('[data-part]')?.textContent).toBe('ready');
  expect(root.container.querySelector('[aria-busy]')).toBeNull();
});

it('a part mounted again once its code has arrived renders at once: no busy state, the import is not asked again', async () => {
  const load = vi.fn(() => Promise.resolve({default: Part}));
  await renderPart(load);
  root.render(<p>elsewhere</p>);
  // Synchronous (root.render is one act): nothing left to wait for, so nothing suspends.
  root.render(<LazyPart load={load} name="The Send panel" loading={<p data-loading>Loading…</p>} props={{label: 'again'}} />);
  expect(root.container.querySelector('[data-part]')?.textContent).toBe('again');
  expect(root.container.querySelector('[aria-busy]')).toBeNull();
  expect(load).toHaveBeenCalledOnce();
});

it('preloadPart fetches the code before the part is shown, which then renders at once; a failed preload leaves the part to load and report', async () => {
  const load = vi.fn(() => Promise.resolve({default: Part}));
  await act(async () => preloadPart(load));
  root.render(<LazyPart load={load} name="The Send panel" loading={<p data-loading>Loading…</p>} props={{label: 'ready'}} />);
  expect(root.container.querySelector('[data-part]')?.textContent).toBe('ready');
  expect(load).toHaveBeenCalledOnce();

  const failing = vi.fn<() => Promise<{default: typeof Part}>>().mockRejectedValue(chunkError());
  await act(async () => preloadPart(failing));
  root.render(<p>elsewhere</p>);
  await renderPart(failing);
  expect(failing).toHaveBeenCalledTimes(2);
  expect(alert()?.textContent).toBe('The Send panel could not be loaded. Try again');
});

it('a chunk that does not arrive: a line and Try again, which loads the chunk anew and renders the part', async () => {
  const load = vi.fn<() => Promise<{default: typeof Part}>>().mockRejectedValueOnce(chunkError()).mockResolvedValue({default: Part});
  await renderPart(load);
  expect(alert()?.textContent).toBe('The Send panel could not be loaded. Try again');
  await act(async () => button().click());
  expect(load).toHaveBeenCalledTimes(2);
  expect(root.container.querySelector('[data-part]')?.textContent).toBe('ready');
  expect(alert()).toBeNull();
});

it('offline, the line says so', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await renderPart(() => Promise.reject(chunkError()));
  expect(alert()?.textContent).toBe('The Send panel could not be loaded: you are offline. Try again');
});

it('once a newer version is known, the line says the docs were updated and its button reloads into it', async () => {
  await renderPart(() => Promise.reject(chunkError()));
  expect(button().textContent).toBe('Try again');
  act(() => setUpdateState('waiting', null));
  expect(alert()?.textContent).toBe('The Send panel could not be loaded: the docs were updated since this page opened. Reload');
  act(() => button().click());
  expect(applyUpdate).toHaveBeenCalledOnce();
});

it('an error while the part renders is not a load failure: Docusaurus says what broke', async () => {
  const Broken = (): ReactNode => {
    throw new TypeError('x is undefined');
  };
  await renderPart(() => Promise.resolve({default: Broken as unknown as typeof Part}));
  expect(alert()).toBeNull();
  expect(root.container.querySelector('[data-docusaurus-fallback]')?.textContent).toBe('x is undefined');
});
