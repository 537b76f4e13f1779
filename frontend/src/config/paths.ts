import { type QueryParams, serializeQuery } from './query-string';

/** Every route of the product (spec section 2), plus the built-in sign-in provider pages. */
export const paths = {
  home: '/',
  terms: '/terms',
  codeOfEthics: '/code-of-ethics',
  howToPublish: '/how-to-publish',
  encyclopedia: '/encyclopedia',
  mockError: '/mock-error',

  journal: '/journal',
  journalSearch: '/journal/search',
  journalSubmit: '/journal/submit',
  journalRevise: '/journal/revise/:pubNum',
  journalSubmissionSuccess: '/journal/submission-success/:pubNum',
  publication: '/journal/publications/:pubNum',
  publicationVersion: '/journal/publications/:pubNum/:version',
  publicationDiff: '/journal/publications/:pubNum/diff/:from/:to',

  registry: '/registry',
  registrySearch: '/registry/search',

  signUp: '/sign-up',
  signUpTier: '/sign-up/:membershipTier',
  signUpSuccess: '/sign-up/success',
  signUpPaymentFailure: '/sign-up/payment-failure',
  checkoutTest: '/checkout/test/:orderID',
  billingTest: '/billing/test',

  signIn: '/sign-in',
  signInReset: '/sign-in/reset',
  signInResetConfirm: '/sign-in/reset/confirm',
  signInSuccess: '/sign-in-success',
  signInFail: '/sign-in-fail',
  signInFailBanned: '/sign-in-fail/banned',
  signOut: '/sign-out',

  manageMembership: '/settings/manage-membership',
  receipt: '/settings/receipts/:orderID',
  confirmEmail: '/settings/confirm-email',
  privacy: '/settings/privacy',
  accountDeleted: '/account-deleted',
  profile: '/profile/:userID',
  profileTab: '/profile/:userID/:tabID',
  profileTabToggle: '/profile/:userID/:tabID/:toggleID',

  admin: '/admin',
  adminSearch: '/admin/search',
  adminShipping: '/admin/shipping',
  adminFreeOrder: '/admin/free-order',
  adminAccess: '/admin/access',
  adminOperations: '/admin/operations',
  adminUser: '/admin/user/:userID/:tabID',
  adminAuditUser: '/admin/audit/user/:userID',
  adminAuditPublication: '/admin/audit/publication/:pubNum',
} as const;

export type RoutePath = (typeof paths)[keyof typeof paths];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<P extends string> = { [K in ParamNames<P>]: string | number };

type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? [params?: Record<string, never>, query?: QueryParams]
  : [params: RouteParams<P>, query?: QueryParams];

/** Build an address from a route pattern: `href(paths.profile, { userID })`. */
export const href = <P extends RoutePath>(pattern: P, ...[params, query]: HrefArgs<P>): string => {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '')
      throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
  return `${path}${serializeQuery(query)}`;
};

/** Admin user page tabs (spec section 2): id and label; any other tab id is a 404. */
export const adminUserTabs = [
  { id: 'payment-history', label: 'Payment History' },
  { id: 'publications', label: 'Publications' },
  { id: 'shipping', label: 'Shipping' },
] as const;

export type AdminUserTabID = (typeof adminUserTabs)[number]['id'];

export const isAdminUserTab = (value: string | undefined): value is AdminUserTabID =>
  adminUserTabs.some((tab) => tab.id === value);
