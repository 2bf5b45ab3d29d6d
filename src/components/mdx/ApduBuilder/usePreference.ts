import {useState} from 'react';
import {createMemoryStorage, localStorageProblem} from '@site/src/storage/memoryFallback';

/* Used only when local storage still fails after the site-wide fallback (src/storage/clientModule.ts) ran. */
let memory: Storage | undefined;

function store(): Storage {
  if (localStorageProblem(window) === undefined) return window.localStorage;
  memory ??= createMemoryStorage();
  return memory;
}

/** A string remembered across visits under `key`; `valid` rejects stale or foreign values. */
export function usePreference(
  key: string,
  fallback: string,
  valid: (value: string) => boolean = () => true,
): [string, (v: string) => void] {
  const [value, setValue] = useState(() => {
    const stored = store().getItem(key);
    return stored !== null && valid(stored) ? stored : fallback;
  });
  const save = (next: string) => {
    setValue(next);
    store().setItem(key, next);
  };
  return [value, save];
}
