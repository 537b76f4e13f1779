/** On the root once the app has the page the server rendered (set by `ServerMarkupCleanup`). */
export const hydratedAttribute = 'data-hydrated';

/** Whether React is hydrating the server's markup (always so in a server render). */
export const hydratingServerMarkup = (): boolean =>
  typeof document === 'undefined' ||
  (document.getElementById('server-state') !== null &&
    !document.getElementById('root')?.hasAttribute(hydratedAttribute));
