/** `GET /rest/user/session`: always 200; `none` means no session. */
export interface SessionAnswer {
  session: 'signed-in' | 'none';
  membershipTier: string | null;
}

/** `GET /rest/user/status`: the signed-in user (a banned one too), from the write side. */
export interface UserStatusAnswer {
  userID: string;
  admin: boolean;
  status: 'active' | 'banned';
  banReason: string | null;
}

/** `POST /rest/signup`: 201, the new member signed in. */
export interface SignUpAnswer {
  userID: string;
  position: number;
  /** A paid tier: where to pay (the built-in `/checkout/test/{orderID}`, or the provider's page). */
  checkoutUrl?: string;
}

/** `POST /rest/signin/password`: 200, the session started; where the browser goes next. */
export interface SignInAnswer {
  redirect: string;
}

/** `POST /rest/user/email`: 202, a confirmation link mailed to the new address. */
export interface EmailChangeRequested {
  message: string;
}

/** `POST /rest/user/email/confirm`: the account's new email address. */
export interface EmailChangeConfirmed {
  position: number;
  email: string;
}

/** `POST /rest/user/email/undo`: the old address is the account's again and every session has ended. */
export interface EmailChangeUndone {
  position: number;
  email: string;
}

/** One of the member's live sessions, as Account Settings lists them (never the id or its hash). */
export interface MemberSession {
  /** A handle to end it with (`DELETE /rest/user/sessions/:id`), derived from the session, not the cookie. */
  id: string;
  /** The browser and system in words, e.g. "Firefox on Windows". */
  device: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session this request came with. */
  current: boolean;
}

/** `GET /rest/user/sessions`: the member's live sessions, newest first. */
export interface MemberSessionsAnswer {
  sessions: MemberSession[];
}
