/** One pending invitation to be a co-author, as the signed-in member sees it. */
export interface CoAuthorInvitation {
  pubNum: number;
  title: string;
  /** The name the submitter typed for them in the latest version. */
  listedAs: string;
  /** The submitter's name as their profile has it (null when it is gone). */
  invitedBy: string | null;
}

/** `GET /rest/journal/co-author-invitations`: the signed-in member's pending invitations, newest first. */
export interface CoAuthorInvitations {
  invitations: CoAuthorInvitation[];
}
