import { type Params } from 'react-router';
import { type ApiStore } from '../api/api-store';

/** The page a server render is for: its address and the route's parameters. */
export interface PrefetchedPage {
  url: URL;
  params: Params;
}

/**
 * A page module's `handle`: the queries its component starts, started on the server before it
 * renders there (RTK Query hooks do not fetch during a server render). Each page computes the
 * arguments with the same helper its component uses, so the cache entries match.
 */
export interface PageHandle {
  prefetch: (dispatch: ApiStore['dispatch'], page: PrefetchedPage) => void;
}

/** The handle of a route match, when it is a page's. */
export const pageHandleOf = (handle: unknown): PageHandle | null =>
  typeof (handle as Partial<PageHandle> | null)?.prefetch === 'function' ? (handle as PageHandle) : null;
