import { describe, expect, it } from '@jest/globals';
import { loadModule } from './load-module';

describe('loading a route module', () => {
  it('when the dynamic import fails, then the preload error event fires and the error is thrown', async () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as Event & { payload?: unknown }).payload);
    window.addEventListener('vite:preloadError', listener);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadModule(() => Promise.reject(failure))).rejects.toBe(failure);
    window.removeEventListener('vite:preloadError', listener);
    expect(seen).toEqual([failure]);
  });

  it('when the import succeeds, then the module is returned and no event fires', async () => {
    let fired = false;
    const listener = () => (fired = true);
    window.addEventListener('vite:preloadError', listener);
    await expect(loadModule(() => Promise.resolve({ Component: 'x' }))).resolves.toEqual({ Component: 'x' });
    window.removeEventListener('vite:preloadError', listener);
    expect(fired).toBe(false);
  });
});
