/**
 * The frontend's routes (frontend/src/config/paths.ts), which the server knows to tell a page from
 * an unknown address (404). A test holds this list equal to paths.ts.
 */
export const pageRoutes = [
  '/',
  '/terms',
  '/code-of-ethics',
  '/how-to-publish',
  '/encyclopedia',
  '/mock-error',
  '/journal',
  '/journal/search',
  '/journal/submit',
  '/journal/revise/:pubNum',
  '/journal/submission-success/:pubNum',
  '/journal/publications/:pubNum',
  '/journal/publications/:pubNum/:version',
  '/journal/publications/:pubNum/diff/:from/:to',
  '/registry',
  '/registry/search',
  '/sign-up',
  '/sign-up/:membershipTier',
  '/sign-up/success',
  '/sign-up/payment-failure',
  '/checkout/test/:orderID',
  '/billing/test',
  '/sign-in',
  '/sign-in/reset',
  '/sign-in/reset/confirm',
  '/sign-in-success',
  '/sign-in-fail',
  '/sign-in-fail/banned',
  '/sign-out',
  '/settings/manage-membership',
  '/settings/receipts/:orderID',
  '/settings/confirm-email',
  '/settings/privacy',
  '/account-deleted',
  '/profile/:userID',
  '/profile/:userID/:tabID',
  '/profile/:userID/:tabID/:toggleID',
  '/admin',
  '/admin/search',
  '/admin/shipping',
  '/admin/free-order',
  '/admin/access',
  '/admin/operations',
  '/admin/user/:userID/:tabID',
  '/admin/audit/user/:userID',
  '/admin/audit/publication/:pubNum',
] as const;

export type PageRoute = (typeof pageRoutes)[number];

export interface PageMatch {
  route: PageRoute;
  params: Record<string, string>;
}

const compiled = pageRoutes
  .map((route) => {
    const names: string[] = [];
    const source = route
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    return { route, names, pattern: new RegExp(`^${route === '/' ? '' : source}/?$`) };
  })
  // A fixed segment wins over a parameter (`/sign-up/success` before `/sign-up/:membershipTier`).
  .sort((a, b) => a.names.length - b.names.length);

/** The route an address (its path, decoded or not) opens, with its parameters; undefined for none. */
export const matchPage = (pathname: string): PageMatch | undefined => {
  for (const { route, names, pattern } of compiled) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    try {
      names.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1]!)));
    } catch {
      return undefined;
    }
    return { route, params };
  }
  return undefined;
};
