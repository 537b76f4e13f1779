import { type AccessRequirement, checkAccess, type SessionAnswer } from '@academy/domain';
import { type ApiStore } from '../api/api-store';
import { toProductError } from '../api/product-error';
import { sessionApi, userStatusFreshSeconds } from '../api/session-api';
import { accessProductError } from './access-error';

const freshly = { subscribe: false, forceRefetch: userStatusFreshSeconds } as const;

/** The session, asked at most once per 5 minutes. */
export const loadSession = (store: ApiStore): Promise<SessionAnswer> =>
  store.dispatch(sessionApi.endpoints.session.initiate(undefined, freshly)).unwrap();

/** Whether the signed-in user is an admin; a lost session counts as none. */
const loadAdmin = async (store: ApiStore): Promise<boolean | null> => {
  try {
    const status = await store
      .dispatch(sessionApi.endpoints.userStatus.initiate(undefined, freshly))
      .unwrap();
    return status.admin;
  } catch (error) {
    if (toProductError(error).type === 'not-signed-in') return null;
    throw error;
  }
};

/**
 * Check a route's requirement before it loads (spec section 6); throws the product error
 * that the route's error element turns into the refusal page.
 */
export const requireAccess = async (
  store: ApiStore,
  requirement: AccessRequirement,
  data?: unknown,
): Promise<void> => {
  let session: SessionAnswer;
  try {
    session = await loadSession(store);
  } catch (error) {
    throw toProductError(error);
  }
  let admin: boolean | undefined;
  if (requirement.admin && session.session === 'signed-in') {
    const known = await loadAdmin(store);
    if (known === null) session = { session: 'none', membershipTier: null };
    else admin = known;
  }
  const result = checkAccess(requirement, { ...session, admin }, data);
  if (!result.ok) throw accessProductError(result.error);
};

/** A route loader that checks the requirement and loads nothing else. */
export const accessLoader = (store: ApiStore, requirement: AccessRequirement) => async () => {
  await requireAccess(store, requirement);
  return null;
};
