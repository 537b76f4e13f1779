/**
 * One set of access rules, used by the server (route guards) and the frontend (route loaders).
 * Spec sections 4 to 6: no session → not-signed-in (with the optional data); a tier outside
 * the authorized tiers → insufficient-membership-tier; not an admin → forbidden; no requirements → allowed.
 */
export interface AccessRequirement {
  signedIn?: boolean;
  /** When present, the member's tier must be one of these (an empty list admits no one). */
  authorizedTiers?: readonly string[];
  admin?: boolean;
}

/** What the session query answers, plus whether the user is an admin when that is known. */
export interface AccessSession {
  session: 'signed-in' | 'none' | (string & {});
  membershipTier: string | null;
  admin?: boolean;
}

export type AccessErrorType = 'not-signed-in' | 'insufficient-membership-tier' | 'forbidden';

export interface AccessError {
  type: AccessErrorType;
  message: string;
  data?: unknown;
}

export type AccessResult = { ok: true } | { ok: false; error: AccessError };

/** The server's word for "no session"; it always becomes not-signed-in. */
export const BAD_SESSION = 'Bad Session';

export const accessMessages = {
  notSignedIn: BAD_SESSION,
  notSignedInDetail: 'If you have been signed out, please log in to you your account to continue.',
  insufficientTier: 'Your current membership tier does not have access to this page.',
  notAdmin: 'You must be an admin to view this page.',
  notAdminTitle: 'Access denied.',
} as const;

const hasRequirements = (r: AccessRequirement | null | undefined): r is AccessRequirement =>
  !!r && (r.signedIn === true || r.admin === true || r.authorizedTiers !== undefined);

const deny = (type: AccessErrorType, message: string, data?: unknown): AccessResult => ({
  ok: false,
  error: data === undefined ? { type, message } : { type, message, data },
});

/** Decides access; `data` rides along on a not-signed-in error (the page may use it). */
export const checkAccess = (
  requirement: AccessRequirement | null | undefined,
  session: AccessSession | typeof BAD_SESSION | null | undefined,
  data?: unknown,
): AccessResult => {
  if (!hasRequirements(requirement)) return { ok: true };
  if (!session || session === BAD_SESSION || session.session !== 'signed-in') {
    return deny('not-signed-in', accessMessages.notSignedIn, data);
  }
  if (requirement.admin === true && session.admin !== true) return deny('forbidden', accessMessages.notAdmin);
  const tiers = requirement.authorizedTiers;
  if (tiers !== undefined && (session.membershipTier === null || !tiers.includes(session.membershipTier))) {
    return deny('insufficient-membership-tier', accessMessages.insufficientTier);
  }
  return { ok: true };
};

/** Whether a server message or error code means "no session". */
export const isBadSession = (value: unknown): boolean => value === BAD_SESSION || value === 'not-signed-in';
