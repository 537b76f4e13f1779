/** Where the sign-in steps send the browser: fixed pages only, never a target from the request. */
export const SIGN_IN_SUCCESS = '/sign-in-success';
export const SIGN_IN_FAIL = '/sign-in-fail';
export const BUILT_IN_SIGN_IN = '/sign-in';

export const bannedPage = (reason: string): string =>
  `/sign-in-fail/banned?message=${encodeURIComponent(reason)}`;

/** The OpenID provider sends the browser back here (the finish-oidc-sign-in route). */
export const OIDC_CALLBACK_PATH = '/rest/signin/oidc/callback';
