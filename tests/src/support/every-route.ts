// One address for every route pattern of the app (spec section 2), for the walks that check each page.

export type Role = 'visitor' | 'member' | 'admin';

/** The ids an address needs: the member's, theirs or the signed-in user's orders, a publication. */
export interface RouteIds {
  /** The member every role looks at (profile, admin user page, audit). */
  member: string;
  /** A publication with two versions, submitted by the member. */
  pubNum: number;
  /** A paid order of the signed-in user (the member's for a visitor). */
  paidOrder: string;
  /** An order of the signed-in user waiting on the checkout (the member's for a visitor). */
  pendingOrder: string;
}

/**
 * The address opened for each route pattern, with ids filled in. `/sign-out` comes last: it ends
 * the session the walk signed in with.
 */
export const routeAddresses = (ids: RouteIds): Record<string, string> => ({
  '/': '/',
  '/terms': '/terms',
  '/code-of-ethics': '/code-of-ethics',
  '/how-to-publish': '/how-to-publish',
  '/encyclopedia': '/encyclopedia',
  '/mock-error': '/mock-error',
  '/journal': '/journal',
  '/journal/search': '/journal/search?query=tilings',
  '/journal/submit': '/journal/submit',
  '/journal/revise/:pubNum': `/journal/revise/${ids.pubNum}`,
  '/journal/submission-success/:pubNum': `/journal/submission-success/${ids.pubNum}`,
  '/journal/publications/:pubNum': `/journal/publications/${ids.pubNum}`,
  '/journal/publications/:pubNum/:version': `/journal/publications/${ids.pubNum}/1`,
  '/journal/publications/:pubNum/diff/:from/:to': `/journal/publications/${ids.pubNum}/diff/1/2`,
  '/registry': '/registry',
  '/registry/search': '/registry/search?query=Curie',
  '/sign-up': '/sign-up',
  '/sign-up/:membershipTier': '/sign-up/fellow',
  '/sign-up/success': '/sign-up/success',
  '/sign-up/payment-failure': '/sign-up/payment-failure',
  '/checkout/test/:orderID': `/checkout/test/${ids.pendingOrder}`,
  '/billing/test': '/billing/test',
  '/sign-in': '/sign-in',
  '/sign-in/reset': '/sign-in/reset',
  '/sign-in/reset/confirm': '/sign-in/reset/confirm?token=abc',
  '/sign-in-success': '/sign-in-success',
  '/sign-in-fail': '/sign-in-fail',
  '/sign-in-fail/banned': '/sign-in-fail/banned?message=Spam',
  '/settings/manage-membership': '/settings/manage-membership',
  '/settings/receipts/:orderID': `/settings/receipts/${ids.paidOrder}`,
  '/settings/confirm-email': '/settings/confirm-email?token=abc',
  '/settings/privacy': '/settings/privacy',
  '/account-deleted': '/account-deleted',
  '/profile/:userID': `/profile/${ids.member}`,
  '/profile/:userID/:tabID': `/profile/${ids.member}/experience`,
  // The owner's editor, for the member; the plain tab for everyone else.
  '/profile/:userID/:tabID/:toggleID': `/profile/${ids.member}/expertise/edit`,
  '/admin': '/admin',
  '/admin/search': '/admin/search?queryValue=Curie&queryType=name',
  '/admin/shipping': '/admin/shipping',
  '/admin/free-order': '/admin/free-order',
  '/admin/access': '/admin/access',
  '/admin/operations': '/admin/operations',
  '/admin/user/:userID/:tabID': `/admin/user/${ids.member}/payment-history`,
  '/admin/audit/user/:userID': `/admin/audit/user/${ids.member}`,
  '/admin/audit/publication/:pubNum': `/admin/audit/publication/${ids.pubNum}`,
  '/sign-out': '/sign-out',
});

/** More addresses worth a look on the admin's walk: the other tabs of the user page. */
export const adminExtraAddresses = (ids: RouteIds): string[] => [
  `/admin/user/${ids.member}/publications`,
  `/admin/user/${ids.member}/shipping`,
];
