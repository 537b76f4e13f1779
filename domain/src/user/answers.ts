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
