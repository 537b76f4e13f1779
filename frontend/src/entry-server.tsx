// First, before the domain builds any schema: zod must not try `new Function`.
import '../../domain/src/validation/parse-without-eval';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { sessionApi } from './api/session-api';
import { baseApi } from './api/base-api';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { pageStyles, prerenderWithCache, serverEmotion } from './app/server-styles';
import { makeStore } from './app/store';
import { type ServerRenderedPage } from '@academy/domain';
import { pageHandleOf } from './config/page-prefetch';
import { setServerRuntimeConfig } from './config/runtime-config';

/** What the app server asks for: a visitor's page. */
export interface ServerRenderRequest {
  /** The page's absolute address as the visitor asked for it. */
  url: string;
  /** Reaches the app's own /rest routes (the queries the page starts ask for relative paths). */
  fetch: typeof fetch;
  /** The runtime settings the page gets (`window.__ACADEMY__` in the browser). */
  settings: unknown;
}

/** The answers without their request ids and times: the same page is the same bytes (its ETag). */
const timeless = (queries: Record<string, object | undefined>) =>
  Object.fromEntries(
    Object.entries(queries).map(([key, entry]) => {
      const {
        requestId: _id,
        startedTimeStamp: _started,
        fulfilledTimeStamp: _fulfilled,
        ...rest
      } = {
        ...entry,
      } as Record<string, unknown>;
      return [key, rest];
    }),
  );

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};
const unescapeHtml = (text: string): string =>
  text.replace(/&(?:amp|lt|gt|quot|#x27);/g, (e) => entities[e]!);

/** React 19 writes a page's `<title>` where it renders; the server puts it in the head instead. */
const titlePattern = /<title>([^<]*)<\/title>/g;

/**
 * Render one page as the browser will first render it: the route's module loaded and the
 * queries of the frame and the page answered. `null` for a route with a loader (or a redirect).
 */
export { sharedStyleSheet } from './app/server-styles';

export const render = async (request: ServerRenderRequest): Promise<ServerRenderedPage | null> => {
  setServerRuntimeConfig(request.settings);
  const store = makeStore(undefined, { fetch: request.fetch });
  const handler = createStaticHandler(createRoutes(store));
  const context = await handler.query(new Request(request.url));
  // A route with a loader decides in the browser (access checks, redirects, the sign-in's cookie):
  // its page is the browser's to render.
  if (context instanceof Response || context.matches.some((match) => match.route.loader)) return null;

  const url = new URL(request.url);
  void store.dispatch(sessionApi.endpoints.session.initiate());
  for (const match of context.matches)
    pageHandleOf(match.route.handle)?.prefetch(store.dispatch, { url, params: match.params });
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  // A query that failed (the read side away, a timeout) leaves the page to the browser, which asks again.
  const api = store.getState()[baseApi.reducerPath];
  if (Object.values(api.queries).some((query) => query?.status !== 'fulfilled')) return null;

  const { cache, emotion } = serverEmotion();
  const router = createStaticRouter(handler.dataRoutes, context);
  const rendered = await prerenderWithCache(
    cache,
    <StrictMode>
      <AppProviders store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const titles = [...rendered.matchAll(titlePattern)];
  const markup = rendered.replace(titlePattern, '');
  // The page is rendered: the store goes, with nothing of it waiting (subscriptions, timers).
  store.dispatch(baseApi.util.resetApiState());
  return {
    markup,
    ...(await pageStyles(emotion, markup)),
    title: titles.length > 0 ? unescapeHtml(titles.at(-1)![1]!) : null,
    state: JSON.stringify({ [baseApi.reducerPath]: { ...api, queries: timeless(api.queries) } }),
  };
};
