// First, before the domain builds any schema: zod must not try `new Function` (the CSP refuses it).
import '../../domain/src/validation/parse-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { serverStateHydrated } from './api/base-api';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { holdEarlyClicks } from './app/early-clicks';
import { replaceServedTitle } from './app/served-title';
import { ServerMarkupCleanup } from './app/server-markup-cleanup';
import { adoptServerGlobalStyles } from './app/server-global-styles';
import { makeStore } from './app/store';
import { system } from './config/theme';

// The server sends each page with its title; the page's own <title> (React puts it in the head)
// replaces it once written: the document never holds two, nor none in between.
replaceServedTitle(document.head);

const store = makeStore();
// A visitor's page comes rendered by the server with the queries it answered: the store starts
// from them, so the first render shows what the server showed (no skeleton in between).
const serverState = document.getElementById('server-state');
if (serverState?.textContent) store.dispatch(serverStateHydrated(JSON.parse(serverState.textContent)));
const router = createBrowserRouter(createRoutes(store));

const app = (
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
const container = document.getElementById('root')!;

// A transition either way: React renders the first page in slices, yielding to the browser between
// them (no long task holds the main thread while the page builds).
if (serverState === null) {
  const root = createRoot(container);
  startTransition(() => root.render(app));
} else {
  // Hydrate the server's markup (the same page: no new DOM, no layout), once the route's module
  // has loaded: the router's loading fallback would otherwise stand in for the page. Time-sliced,
  // so the work yields to the browser instead of blocking it in one long task.
  holdEarlyClicks(container);
  adoptServerGlobalStyles(system);
  const hydrate = () =>
    startTransition(
      () =>
        void hydrateRoot(
          container,
          <>
            {app}
            <ServerMarkupCleanup />
          </>,
        ),
    );
  if (router.state.initialized) hydrate();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      hydrate();
    });
  }
}
