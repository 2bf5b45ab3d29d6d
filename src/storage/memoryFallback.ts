/**
 * SPEC 8: when the browser's local storage is unavailable (disabled: reading it throws; broken:
 * its methods throw), everything that keeps state in it (colour mode, docs preferred version,
 * announcement bar, recent and favourite searches, consent) falls back to memory for the rest of
 * the visit, and the reader gets a warning in the console rather than errors.
 */

/** A Storage kept in memory (same API as window.localStorage). */
export function createMemoryStorage(): Storage {
  const data = new Map<string, string>();
  const storage = {
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => data.get(String(key)) ?? null,
    setItem: (key: string, value: string) => void data.set(String(key), String(value)),
    removeItem: (key: string) => void data.delete(String(key)),
    clear: () => data.clear(),
  };
  return storage as Storage;
}

/** The reason local storage cannot be used, or undefined when it works. */
export function localStorageProblem(win: Window): unknown {
  try {
    const probe = '__storage_probe__';
    win.localStorage.setItem(probe, probe);
    win.localStorage.removeItem(probe);
    return undefined;
  } catch (err) {
    return err ?? new Error('local storage unavailable');
  }
}

/**
 * Replaces an unusable window.localStorage by an in-memory one. Returns true when it did.
 */
export function installMemoryStorageFallback(win: Window): boolean {
  const problem = localStorageProblem(win);
  if (problem === undefined) return false;
  const memory = createMemoryStorage();
  try {
    Object.defineProperty(win, 'localStorage', {configurable: true, enumerable: true, get: () => memory});
  } catch {
    return false;
  }
  allowMemoryStorageEvents(win, memory);
  console.warn('Local storage is not available; preferences are kept in memory for this visit only.', problem);
  return true;
}

/**
 * Docusaurus (theme-common storageUtils) announces every write with a same-tab StorageEvent whose
 * storageArea must be a real Storage, which an in-memory one cannot be. Events for the memory
 * storage are initialised with null and then carry it as their storageArea, so Docusaurus's
 * listeners (which compare storageArea) still see them.
 */
function allowMemoryStorageEvents(win: Window, memory: Storage): void {
  const proto = (win as unknown as {StorageEvent?: typeof StorageEvent}).StorageEvent?.prototype;
  if (!proto?.initStorageEvent) return;
  const init = proto.initStorageEvent;
  proto.initStorageEvent = function initStorageEvent(this: StorageEvent, ...args: Parameters<StorageEvent['initStorageEvent']>) {
    if (args[7] !== memory) return init.apply(this, args);
    args[7] = null;
    init.apply(this, args);
    Object.defineProperty(this, 'storageArea', {configurable: true, value: memory});
  };
}
