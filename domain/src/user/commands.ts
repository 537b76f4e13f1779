export interface RegisterUser {
  type: 'RegisterUser';
  userID: string;
  email: string;
  /** null: the member signs in through an OpenID provider only. */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  membershipTier: string | null;
  /** An OpenID identity linked in the same decision (a member created by signing in at a provider). */
  identity?: { issuer: string; subject: string };
}

/** An admin bans a member; `by` is the admin's user id. */
export interface BanUser {
  type: 'BanUser';
  reason: string;
  by: string;
}

export interface UnbanUser {
  type: 'UnbanUser';
  by: string;
  reason: string | null;
}

/** A new password, set through a reset link or (with the current one) in the member's settings. */
export interface ChangePassword {
  type: 'ChangePassword';
  passwordHash: string;
  via?: 'password-reset' | 'settings';
}

/** An identity at an OpenID provider now signs in as this user. */
export interface LinkIdentity {
  type: 'LinkIdentity';
  issuer: string;
  subject: string;
}

/** A new address, confirmed through the link mailed to it (the claim on it is the use case's). */
export interface ChangeEmail {
  type: 'ChangeEmail';
  email: string;
}

/** Erases the member (their key is destroyed by the use case): self-service, or an admin on request. */
export interface EraseMember {
  type: 'EraseMember';
  requestedBy: string;
  erasedBy: string;
  why: 'self-service' | 'admin';
  reason: string | null;
}

export type UserCommand =
  RegisterUser | BanUser | UnbanUser | ChangePassword | LinkIdentity | ChangeEmail | EraseMember;
