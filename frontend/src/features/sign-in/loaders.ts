import { redirect } from 'react-router';
import { setAdminMode } from '../../access/admin-mode';
import { type ApiStore } from '../../api/api-store';
import { baseApi } from '../../api/base-api';
import { toProductError } from '../../api/product-error';
import { sessionApi } from '../../api/session-api';
import { href, paths } from '../../config/paths';
import { takeRedirectTarget } from '../../sign-in-redirect/redirect-target';
import { signOutEndpoint } from './api';

/** `/sign-in-success`: forget all cached data, then go to the saved target (removed) or `/`. */
export const signInSuccessLoader = (store: ApiStore) => () => {
  store.dispatch(baseApi.util.resetApiState());
  return redirect(takeRedirectTarget() ?? paths.home);
};

/** `/sign-out`: end the session, forget all cached data, go to `/`. */
export const signOutLoader = (store: ApiStore) => async () => {
  try {
    await store.dispatch(signOutEndpoint.initiate()).unwrap();
  } catch {
    // Signed out already, or the server is unreachable: either way nothing cached may stay.
  }
  store.dispatch(baseApi.util.resetApiState());
  setAdminMode(true);
  return redirect(paths.home);
};

/** `/sign-in-fail`: a banned user is sent on to the banned page with the reason. */
export const signInFailLoader = (store: ApiStore) => async () => {
  try {
    const session = await store
      .dispatch(sessionApi.endpoints.session.initiate(undefined, { subscribe: false, forceRefetch: true }))
      .unwrap();
    if (session.session !== 'signed-in') return null;
    const status = await store
      .dispatch(sessionApi.endpoints.userStatus.initiate(undefined, { subscribe: false, forceRefetch: true }))
      .unwrap();
    if (status.status === 'banned') {
      return redirect(href(paths.signInFailBanned, {}, { message: status.banReason ?? '' }));
    }
  } catch (error) {
    // The page explains the failure whatever the status says; only a lost session is expected here.
    if (toProductError(error).type !== 'not-signed-in') console.warn('Sign-in status unavailable', error);
  }
  return null;
};
