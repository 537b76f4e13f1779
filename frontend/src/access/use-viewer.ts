import { useSessionQuery, useUserStatusQuery, userStatusFreshSeconds } from '../api/session-api';

export interface Viewer {
  /** True until the session (and, when signed in, the status) is known. */
  loading: boolean;
  signedIn: boolean;
  membershipTier: string | null;
  admin: boolean;
  userID: string | null;
  banned: boolean;
  banReason: string | null;
}

const fresh = { refetchOnMountOrArgChange: userStatusFreshSeconds } as const;

/** Who is looking: the session first, the status only when signed in (visitors log no 401). */
export const useViewer = (): Viewer => {
  const session = useSessionQuery(undefined, fresh);
  const sessionSignedIn = session.data?.session === 'signed-in';
  const status = useUserStatusQuery(undefined, { ...fresh, skip: !sessionSignedIn });
  const lost = status.isError;
  const signedIn = sessionSignedIn && !lost;
  return {
    loading: session.isLoading || (sessionSignedIn && status.isLoading),
    signedIn,
    membershipTier: signedIn ? (session.data?.membershipTier ?? null) : null,
    admin: signedIn && status.data?.admin === true,
    userID: signedIn ? (status.data?.userID ?? null) : null,
    banned: signedIn && status.data?.status === 'banned',
    banReason: signedIn ? (status.data?.banReason ?? null) : null,
  };
};
