import { render, type RenderResult } from '@testing-library/react';
import { type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/routes';
import { type AppStore, makeStore } from '../app/store';

export interface Rendered extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Render the whole app (layout, lazy routes, guards) at an address, as the browser would. */
export const renderRoute = (address: string, store: AppStore = makeStore()): Rendered => {
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [address] });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router };
};

/** Render one component with the providers and a router around it. */
export const renderWithProviders = (
  ui: ReactElement,
  { address = '/', store = makeStore() } = {},
): Rendered => {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [address] });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router };
};
