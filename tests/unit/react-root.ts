/**
 * A React root in the jsdom document for the component tests (files with `// @vitest-environment jsdom`):
 * mount() before each test, unmount() after it; render through act so effects have run when it returns.
 */
import {act, type ReactNode} from 'react';
import {createRoot, type Root} from 'react-dom/client';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

export interface MountedRoot {
  container: HTMLElement;
  render(node: ReactNode): void;
  unmount(): void;
}

export function mount(): MountedRoot {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined = createRoot(container);
  return {
    container,
    render: (node) => act(() => root!.render(node)),
    unmount: () => {
      act(() => root?.unmount());
      root = undefined;
      container.remove();
    },
  };
}
