/** A sign-up (or a first sign-in at an OpenID provider) claims the address for a new user. */
export interface ClaimEmail {
  type: 'ClaimEmail';
  userID: string;
  /** The injected clock's time: how old the current claim is decides whether it may be taken over. */
  now: Date;
  /**
   * Whether the current owner's user stream exists, when their claim is old enough to be an orphan
   * (see `mayBeOrphaned`); the use case reads it from the owner's stream. Unknown counts as registered.
   */
  ownerRegistered?: boolean;
}

/** The owner changed their email: their old address is released (by anyone else: nothing to add). */
export interface ReleaseEmail {
  type: 'ReleaseEmail';
  userID: string;
}

export type EmailClaimCommand = ClaimEmail | ReleaseEmail;
