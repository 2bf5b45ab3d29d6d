import {afterEach, describe, expect, it, vi} from 'vitest';
import {createMemoryStorage, installMemoryStorageFallback} from '../../src/storage/memoryFallback';

afterEach(() => vi.restoreAllMocks());

function fakeWindow(storage: () => Storage): Window {
  const win = {} as Window;
  Object.defineProperty(win, 'localStorage', {configurable: true, get: storage});
  return win;
}

describe('8 browser storage unavailable (src/storage/memoryFallback.ts)', () => {
  it('8 storage fallback: a working local storage is left alone', () => {
    const real = createMemoryStorage();
    const win = fakeWindow(() => real);
    expect(installMemoryStorageFallback(win)).toBe(false);
    expect(win.localStorage).toBe(real);
  });

  it('8 storage fallback: disabled or throwing storage is replaced by memory, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const disabled = fakeWindow(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const throwing = createMemoryStorage();
    throwing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    for (const win of [disabled, fakeWindow(() => throwing)]) {
      expect(installMemoryStorageFallback(win)).toBe(true);
      win.localStorage.setItem('theme', 'dark');
      expect(win.localStorage.getItem('theme')).toBe('dark');
      expect(win.localStorage.length).toBe(1);
      expect(win.localStorage.key(0)).toBe('theme');
      win.localStorage.removeItem('theme');
      expect(win.localStorage.getItem('theme')).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(error).not.toHaveBeenCalled();
  });
});
