// First, before the domain builds any schema: zod must not try `new Function` (the CSP refuses it).
import '../../domain/src/validation/parse-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { makeStore } from './app/store';

// The server sends each page with its title; from here on the page's own <title> (React puts it in
// the head) replaces it, so the document never holds two.
document.head.querySelectorAll('title').forEach((title) => title.remove());

const store = makeStore();
const router = createBrowserRouter(createRoutes(store));

// A transition: React renders the first page in slices, yielding to the browser between them
// (no long task holds the main thread while the page builds).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
