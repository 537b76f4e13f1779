import { createAction } from '@reduxjs/toolkit';
import { type BaseQueryFn, createApi } from '@reduxjs/toolkit/query/react';
import { type QueryParams } from '../config/query-string';
import { banFoundIn, bannedFound } from './banned-slice';
import { type ConsistencyState, positionObserved } from './consistency-slice';
import { type HttpMethod, httpRequest } from './http-client';
import { type ProductErrorData, toProductError } from './product-error';

export interface ApiArgs {
  url: string;
  method?: HttpMethod;
  params?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What the store's thunks get besides the state: on the server, the fetch that reaches the app's own routes. */
export interface StoreExtra {
  fetch?: typeof fetch;
}

type QueryEntries = Record<string, Record<string, unknown> | undefined>;

/**
 * The query cache the server rendered the page with (`{ api }`), put back into the browser's
 * store. The server sends it without request ids and times (the same page, the same bytes: its
 * ETag holds); its answers count as received now.
 */
export const serverStateHydrated = createAction('ssr/hydrated', (state: unknown) => {
  const api = (state as { api?: { queries?: QueryEntries } } | null)?.api;
  const now = Date.now();
  const queries = Object.fromEntries(
    Object.entries(api?.queries ?? {}).map(([key, entry]) => [
      key,
      { ...entry, requestId: key, startedTimeStamp: now, fulfilledTimeStamp: now },
    ]),
  );
  return { payload: { api: { ...api, queries } } as unknown };
});

const lastPosition = (state: unknown): number | null =>
  (state as { consistency?: ConsistencyState }).consistency?.position ?? null;

const carriedPosition = (data: unknown): number | null => {
  const position = (data as { position?: unknown } | null)?.position;
  return typeof position === 'number' ? position : null;
};

/**
 * The one base query: queries send `X-Min-Position` (the last position a command answered),
 * so the query service answers only once its projections have passed our own writes.
 */
export const httpBaseQuery: BaseQueryFn<string | ApiArgs, unknown, ProductErrorData> = async (args, api) => {
  const { url, method = 'GET', params, body, headers = {} } = typeof args === 'string' ? { url: args } : args;
  const position = lastPosition(api.getState());
  const sent =
    method === 'GET' && position !== null ? { ...headers, 'X-Min-Position': String(position) } : headers;
  try {
    const { data } = await httpRequest(
      { method, path: url, query: params, body, headers: sent, signal: api.signal },
      (api.extra as StoreExtra | undefined)?.fetch,
    );
    const carried = method === 'GET' ? null : carriedPosition(data);
    if (carried !== null) api.dispatch(positionObserved(carried));
    noteBan(api.dispatch, url, { data });
    return { data };
  } catch (caught) {
    const error = toProductError(caught).toJSON();
    noteBan(api.dispatch, url, { error });
    return { error };
  }
};

const noteBan = (
  dispatch: (action: ReturnType<typeof bannedFound>) => unknown,
  url: string,
  outcome: Parameters<typeof banFoundIn>[1],
) => {
  const reason = banFoundIn(url, outcome);
  if (reason !== null) dispatch(bannedFound(reason));
};

/** The one RTK Query api. Features add endpoints with `injectEndpoints`. No retries (none by default). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: ['Session', 'Status', 'Profile', 'Registry', 'Publication', 'Membership', 'Admin'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverStateHydrated.match(action)
      ? ((action.payload as Record<string, unknown> | null)?.[reducerPath] as never)
      : undefined,
});

/** A query or mutation error as the pages use it (RTK Query types it loosely). */
export const errorOf = (error: unknown): ProductErrorData | undefined =>
  error === undefined || error === null ? undefined : toProductError(error).toJSON();
