import { type LoaderFunction, matchRoutes, redirect, type RouteObject } from 'react-router';
import { accessLoader } from '../access/require-access';
import { capabilityLoader } from '../access/require-capability';
import { RouteErrorPage } from '../components/error-pages/route-error-page';
import { NotFoundPage } from '../components/error-pages/status-page';
import { AppLayout } from '../components/layout/app-layout';
import { PageLoading } from '../components/page-loading';
import { loadModule } from '../config/load-module';
import { isAdminUserTab, paths } from '../config/paths';
import { signInFailLoader, signInSuccessLoader, signOutLoader } from '../features/sign-in/loaders';
import { BannedExit } from './banned-exit';
import { headerParts } from './header-parts';
import { type AppStore } from './store';

type LazyRoute = Extract<RouteObject['lazy'], () => unknown>;
type RouteExtras = Omit<RouteObject, 'path' | 'lazy' | 'children' | 'index' | 'caseSensitive'>;

/** A lazily loaded page (its module exports `Component`, maybe `loader`) with its own error element. */
const page = (path: string, importer: () => Promise<object>, extra: RouteExtras = {}): RouteObject => ({
  path,
  lazy: (() => loadModule(importer)) as LazyRoute,
  errorElement: <RouteErrorPage />,
  ...extra,
});

/** A route that only runs a loader (which redirects). */
const action = (path: string, loader: LoaderFunction): RouteObject => ({
  path,
  loader,
  element: <PageLoading />,
  errorElement: <RouteErrorPage />,
});

const notFound = () => {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
};

/**
 * Loads the modules of the lazy routes that match `location` into the route objects themselves: a
 * router made with them finds those routes loaded.
 */
export const loadMatchedRoutes = async (
  routes: RouteObject[],
  location: { pathname: string; search: string; hash: string },
): Promise<void> => {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      delete route.lazy;
      Object.assign(route, loaded);
    }),
  );
};

export const createRoutes = (store: AppStore): RouteObject[] => {
  const signedIn = accessLoader(store, { signedIn: true });
  const adminOnly = accessLoader(store, { admin: true });
  const staticPage = (path: string, importer: () => Promise<object>) => page(path, importer);

  return [
    {
      element: (
        <>
          <BannedExit />
          <AppLayout header={headerParts} />
        </>
      ),
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        // Public pages
        page(paths.home, () => import('../features/static-pages/home-page')),
        staticPage(paths.terms, () => import('../features/static-pages/terms-page')),
        staticPage(paths.codeOfEthics, () => import('../features/static-pages/code-of-ethics-page')),
        staticPage(paths.howToPublish, () => import('../features/static-pages/how-to-publish-page')),
        staticPage(paths.encyclopedia, () => import('../features/static-pages/encyclopedia-page')),
        staticPage(paths.mockError, () => import('../features/static-pages/mock-error-page')),

        // Sign-up
        page(paths.signUp, () => import('../features/sign-up/sign-up-page')),
        page(paths.signUpSuccess, () => import('../features/sign-up/sign-up-success-page')),
        // Its module is only a loader that redirects: the element keeps the router from warning of an empty page.
        page(paths.signUpPaymentFailure, () => import('../features/sign-up/payment-failure-page'), {
          element: <PageLoading />,
        }),
        page(paths.signUpTier, () => import('../features/sign-up/sign-up-page')),
        page(paths.checkoutTest, () => import('../features/sign-up/checkout-test-page'), {
          loader: signedIn,
        }),

        // Sign-in (the built-in provider) and sessions
        page(paths.signIn, () => import('../features/sign-in/sign-in-page')),
        page(paths.signInReset, () => import('../features/sign-in/password-reset-page')),
        page(paths.signInResetConfirm, () => import('../features/sign-in/password-reset-confirm-page')),
        action(paths.signInSuccess, signInSuccessLoader(store)),
        page(paths.signInFail, () => import('../features/sign-in/sign-in-fail-page'), {
          loader: signInFailLoader(store),
        }),
        page(paths.signInFailBanned, () => import('../features/sign-in/banned-page')),
        action(paths.signOut, signOutLoader(store)),

        // Journal
        page(paths.journal, () => import('../features/publication/journal-page')),
        page(paths.journalSearch, () => import('../features/publication/journal-search-page'), {
          loader: ({ request }) => {
            const query = new URL(request.url).searchParams.get('query')?.trim();
            return query ? null : redirect(paths.home);
          },
        }),
        page(paths.journalSubmit, () => import('../features/publication/journal-submit-page'), {
          loader: capabilityLoader(store, 'journal-submit'),
        }),
        page(paths.journalRevise, () => import('../features/publication/journal-revise-page'), {
          loader: signedIn,
        }),
        page(paths.journalSubmissionSuccess, () => import('../features/publication/submission-success-page')),
        page(paths.publication, () => import('../features/publication/publication-page')),
        page(paths.publicationVersion, () => import('../features/publication/publication-page')),
        page(paths.publicationDiff, () => import('../features/publication/version-diff-page')),

        // Registry, settings and profiles
        page(paths.registry, () => import('../features/registry/registry-page')),
        page(paths.registrySearch, () => import('../features/registry/registry-page')),
        page(paths.manageMembership, () => import('../features/settings/manage-membership-page'), {
          loader: signedIn,
        }),
        page(paths.receipt, () => import('../features/settings/receipt-page'), { loader: signedIn }),
        page(paths.billingTest, () => import('../features/settings/test-billing-page'), { loader: signedIn }),
        page(paths.confirmEmail, () => import('../features/settings/confirm-email-page')),
        page(paths.privacy, () => import('../features/settings/privacy-page'), { loader: signedIn }),
        page(paths.accountDeleted, () => import('../features/settings/account-deleted-page')),
        page(paths.profile, () => import('../features/profile/profile-page')),
        page(paths.profileTab, () => import('../features/profile/profile-page')),
        page(paths.profileTabToggle, () => import('../features/profile/profile-page')),

        // Admin: checked before the page loads
        page(paths.admin, () => import('../features/admin/admin-home-page'), { loader: adminOnly }),
        page(paths.adminSearch, () => import('../features/admin/admin-search-page'), { loader: adminOnly }),
        page(paths.adminShipping, () => import('../features/admin/admin-shipping-page'), {
          loader: adminOnly,
        }),
        page(paths.adminFreeOrder, () => import('../features/admin/admin-free-order-page'), {
          loader: adminOnly,
        }),
        page(paths.adminAccess, () => import('../features/admin/admin-access-page'), { loader: adminOnly }),
        page(paths.adminOperations, () => import('../features/admin/admin-operations-page'), {
          loader: adminOnly,
        }),
        page(paths.adminAuditUser, () => import('../features/audit/audit-user-page'), { loader: adminOnly }),
        page(paths.adminAuditPublication, () => import('../features/audit/audit-publication-page'), {
          loader: adminOnly,
        }),
        page(paths.adminUser, () => import('../features/admin/admin-user-page'), {
          loader: async (args) => {
            await adminOnly();
            return isAdminUserTab(args.params.tabID) ? null : notFound();
          },
        }),

        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
};
