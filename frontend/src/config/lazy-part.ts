import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** The loads that lazy parts rendered so far have started (kept until they settle). */
const loading = new Set<Promise<unknown>>();

/**
 * `React.lazy`, with its load tracked. While a server-rendered page hydrates, a part whose module
 * has not loaded stays the server's markup, and React drops a click on it (it cannot hydrate the
 * part at once to deliver it). Once the module has loaded, React hydrates such a part as soon as it
 * is clicked. So the page counts as hydrated only when every load its render started has settled
 * (`lazyPartsLoaded`), and early clicks are held until then (`early-clicks.ts`).
 */
// The same bound as React.lazy's own: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const lazyPart = <T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> =>
  lazy(() => {
    const started = load();
    loading.add(started);
    const forget = () => loading.delete(started);
    started.then(forget, forget);
    return started;
  });

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Settles once no lazy part's load is under way, a task after the last one settled (a part that
 * loads may render lazy parts of its own, whose loads then start).
 */
export const lazyPartsLoaded = async (): Promise<void> => {
  await nextTask();
  while (loading.size > 0) {
    await Promise.allSettled([...loading]);
    await nextTask();
  }
};
