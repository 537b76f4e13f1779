// First, before the domain builds any schema: zod must not try `new Function` (the CSP refuses it).
import '../../domain/src/validation/parse-without-eval';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { serverStateHydrated } from './api/base-api';
import { AppProviders } from './app/providers';
import { createRoutes, loadMatchedRoutes } from './app/routes';
import { holdEarlyClicks } from './app/early-clicks';
import { replaceServedTitle } from './app/served-title';
import { ServerMarkupCleanup } from './app/server-markup-cleanup';
import { makeStore } from './app/store';
import { yieldToBrowser } from './app/yield-to-browser';
import { appEmotionCache } from './config/emotion-cache';
import { appSystem } from './config/theme';

// The server sends each page with its title; the page's own <title> (React puts it in the head)
// replaces it once written: the document never holds two, nor none in between.
replaceServedTitle(document.head);

const container = document.getElementById('root')!;
// A visitor's page comes rendered by the server with the queries it answered.
const serverState = document.getElementById('server-state');
if (serverState !== null) holdEarlyClicks(container);

/** Starts the app, each step in a task of its own: no one long task holds the main thread meanwhile. */
const start = async () => {
  const store = makeStore();
  // The store starts from the server's answers, so the first render shows what the server showed
  // (no skeleton in between).
  if (serverState?.textContent) store.dispatch(serverStateHydrated(JSON.parse(serverState.textContent)));
  await yieldToBrowser();
  appSystem();
  await yieldToBrowser();
  const routes = createRoutes(store);
  // A page the server rendered: its route's modules load first, then the router starts as hydrated
  // (as react-router's own server rendering does). It then has no first navigation to run, and
  // keeps the scroll a visitor made before the page was hydrated (the first navigation's scroll
  // restoration took them back to the top).
  if (serverState !== null) await loadMatchedRoutes(routes, window.location);
  const router = createBrowserRouter(routes, serverState === null ? undefined : { hydrationData: {} });
  await yieldToBrowser();

  const app = (
    <StrictMode>
      <CacheProvider value={appEmotionCache()}>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );

  // A transition either way: React renders the first page in slices, yielding to the browser
  // between them (no long task holds the main thread while the page builds).
  if (serverState === null) {
    const root = createRoot(container);
    startTransition(() => root.render(app));
    return;
  }
  // Hydrate the server's markup (the same page: no new DOM, no layout); the route's modules have
  // loaded, so the router renders the page and not its loading fallback.
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
};
void start();
