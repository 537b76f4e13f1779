import { readFileSync } from 'node:fs';

// The route walk of routes.test.ts: what to open per kind of user, and what each page must show.

/** Every route pattern in frontend/src/config/paths.ts (read as text: the frontend is built for the browser). */
export const routePatterns = [
  ...readFileSync(new URL('../../../frontend/src/config/paths.ts', import.meta.url), 'utf8').matchAll(
    /^ {2}\w+: '(\/[^']*)',$/gm,
  ),
].map((m) => m[1]!);

export interface Visit {
  /** The route pattern this visit exercises. */
  route: string;
  /** The address opened; `{member}` is the member's user id. */
  open: string;
  heading: string;
  /** Where the browser ends, when the route redirects. */
  lands?: string;
  /** A text the page must also show. */
  text?: string;
  /** Console errors this route is expected to log (none, unless said). */
  expectedErrors?: RegExp;
}

export const home = 'Academy of Sciences';
const unauthorized = 'Unauthorized Access';
/** The server has no Journal read model yet: its query answers 404, which Chromium logs. */
const journalNotBuilt = /rest\/journal\/publications.* 404|status of 404/;

const adminVisits = (heading: (route: string) => string): Visit[] => [
  { route: '/admin', open: '/admin', heading: heading('User Management') },
  {
    route: '/admin/search',
    open: '/admin/search?queryValue=Curie&queryType=name',
    heading: heading('User search'),
  },
  { route: '/admin/shipping', open: '/admin/shipping', heading: heading('Token Shipping') },
  { route: '/admin/free-order', open: '/admin/free-order', heading: heading('Free Orders') },
  { route: '/admin/access', open: '/admin/access', heading: heading('Admin Management') },
  { route: '/admin/operations', open: '/admin/operations', heading: heading('Operations') },
  {
    route: '/admin/user/:userID/:tabID',
    open: '/admin/user/{member}/payment-history',
    heading: heading('User account'),
  },
  {
    route: '/admin/audit/user/:userID',
    open: '/admin/audit/user/{member}',
    heading: heading('Audit: Marie Curie'),
  },
  {
    route: '/admin/audit/publication/:pubNum',
    open: '/admin/audit/publication/7',
    heading: heading('Audit of publication 7'),
    // No publication 7 in the walk's data: the audit answers 404, which Chromium logs.
    ...(heading('x') === 'x' ? { expectedErrors: /status of 404/ } : {}),
  },
];

export const visitorVisits: Visit[] = [
  { route: '/', open: '/', heading: home },
  { route: '/terms', open: '/terms', heading: 'Terms of Use' },
  { route: '/code-of-ethics', open: '/code-of-ethics', heading: 'Code of Ethics' },
  { route: '/how-to-publish', open: '/how-to-publish', heading: 'How to Publish' },
  { route: '/encyclopedia', open: '/encyclopedia', heading: 'Encyclopedia' },
  {
    route: '/mock-error',
    open: '/mock-error',
    heading: 'Something went wrong!',
    text: 'Error: There was an error while processing your request.',
    // Not a page of the site: answered 404 (noindex), which Chromium logs.
    expectedErrors: /This is a mock error|status of 404/,
  },
  { route: '/journal', open: '/journal', heading: 'Journal' },
  { route: '/journal/search', open: '/journal/search?query=orbits', heading: 'Journal search' },
  { route: '/journal/search', open: '/journal/search?query=%20%20', heading: home, lands: '/' },
  { route: '/journal/submit', open: '/journal/submit', heading: unauthorized },
  { route: '/journal/revise/:pubNum', open: '/journal/revise/7', heading: unauthorized },
  {
    route: '/journal/submission-success/:pubNum',
    open: '/journal/submission-success/7',
    heading: 'Submission received',
  },
  {
    route: '/journal/publications/:pubNum',
    open: '/journal/publications/7',
    heading: 'Publication 7',
    text: 'Publication not found',
    expectedErrors: journalNotBuilt,
  },
  {
    route: '/journal/publications/:pubNum/:version',
    open: '/journal/publications/7/2',
    heading: 'Publication 7, version 2',
    expectedErrors: journalNotBuilt,
  },
  {
    route: '/journal/publications/:pubNum/diff/:from/:to',
    open: '/journal/publications/7/diff/1/2',
    heading: 'Publication 7: version 1 compared with 2',
    expectedErrors: journalNotBuilt,
  },
  { route: '/registry', open: '/registry', heading: 'Registry' },
  { route: '/registry/search', open: '/registry/search?query=Curie', heading: 'Registry: Curie' },
  { route: '/sign-up', open: '/sign-up', heading: 'Sign up' },
  { route: '/sign-up/:membershipTier', open: '/sign-up/fellow', heading: 'Sign up' },
  { route: '/sign-up/success', open: '/sign-up/success', heading: 'Your account is ready' },
  {
    route: '/sign-up/payment-failure',
    open: '/sign-up/payment-failure',
    heading: 'Sign up',
    lands: '/sign-up?message=Payment+failed',
  },
  { route: '/sign-in', open: '/sign-in', heading: 'Sign in' },
  { route: '/sign-in/reset', open: '/sign-in/reset', heading: 'Reset your password' },
  {
    route: '/sign-in/reset/confirm',
    open: '/sign-in/reset/confirm?token=abc',
    heading: 'Choose a new password',
  },
  { route: '/sign-in-success', open: '/sign-in-success', heading: home, lands: '/' },
  { route: '/sign-in-fail', open: '/sign-in-fail', heading: 'Sign-in failed' },
  {
    route: '/sign-in-fail/banned',
    open: '/sign-in-fail/banned?message=Spam',
    heading: 'Your account has been suspended',
  },
  { route: '/sign-out', open: '/sign-out', heading: home, lands: '/' },
  { route: '/settings/manage-membership', open: '/settings/manage-membership', heading: unauthorized },
  { route: '/settings/privacy', open: '/settings/privacy', heading: unauthorized },
  { route: '/billing/test', open: '/billing/test', heading: unauthorized },
  { route: '/account-deleted', open: '/account-deleted', heading: 'Your account is deleted' },
  {
    // A stale link: the page shows the server's refusal of the token (an expected 400).
    route: '/settings/confirm-email',
    open: '/settings/confirm-email?token=abc',
    heading: 'Confirm your new email',
    text: 'This email confirmation link is invalid, used or expired; ask for a new one',
    expectedErrors: /status of 400/,
  },
  {
    route: '/settings/receipts/:orderID',
    open: '/settings/receipts/11111111-1111-4111-8111-111111111111',
    heading: unauthorized,
  },
  {
    route: '/checkout/test/:orderID',
    open: '/checkout/test/11111111-1111-4111-8111-111111111111',
    heading: unauthorized,
  },
  { route: '/profile/:userID', open: '/profile/{member}', heading: 'Marie Curie' },
  { route: '/profile/:userID/:tabID', open: '/profile/{member}/publications', heading: 'Marie Curie' },
  {
    route: '/profile/:userID/:tabID/:toggleID',
    open: '/profile/{member}/about/details',
    heading: 'Marie Curie',
  },
  ...adminVisits(() => unauthorized),
  // The server answers an unknown address 404 (with the app, which shows its 404 page): Chromium logs it.
  { route: '*', open: '/no/such/page', heading: 'Page Not Found', expectedErrors: /status of 404/ },
];

export const memberVisits: Visit[] = [
  // The member signed up without a tier: theirs does not grant journal-submit.
  { route: '/journal/submit', open: '/journal/submit', heading: 'Access Denied' },
  {
    route: '/journal/revise/:pubNum',
    open: '/journal/revise/7',
    heading: 'Revise publication 7',
    expectedErrors: journalNotBuilt,
  },
  { route: '/settings/manage-membership', open: '/settings/manage-membership', heading: 'Manage membership' },
  { route: '/settings/privacy', open: '/settings/privacy', heading: 'Privacy and your data' },
  { route: '/profile/:userID', open: '/profile/{member}', heading: 'Marie Curie' },
  ...adminVisits(() => 'Access denied.'),
];

export const adminOnlyVisits: Visit[] = [
  ...adminVisits((title) => title),
  { route: '/admin/user/:userID/:tabID', open: '/admin/user/{member}/publications', heading: 'User account' },
  { route: '/admin/user/:userID/:tabID', open: '/admin/user/{member}/shipping', heading: 'User account' },
  { route: '/admin/user/:userID/:tabID', open: '/admin/user/{member}/profile', heading: 'Page Not Found' },
];
