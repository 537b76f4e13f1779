/**
 * Load a route module. A failed dynamic asset load (a stale deployment, a dropped
 * connection) fires the preload error event, as Vite's own preloader does, then throws.
 */
export const loadModule = async <T>(importer: () => Promise<T>): Promise<T> => {
  try {
    return await importer();
  } catch (error) {
    if (typeof window === 'undefined') throw error;
    const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
    event.payload = error;
    window.dispatchEvent(event);
    throw error;
  }
};
