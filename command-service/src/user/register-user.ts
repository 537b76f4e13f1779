import { userDecider, userStreamId, type RegisterUser } from '@academy/domain';
import { type EventStore } from '@academy/platform';
import { claimEmail, readEmailClaim, type EmailClaimRead } from '../email-claim/claim-email.js';
import { type CommandMeta } from '../pipeline/command-meta.js';
import { handleCommand } from '../pipeline/handle-command.js';

/** A new member as sign-up (or a first sign-in at an OpenID provider) records them. */
export type NewUser = Omit<RegisterUser, 'type' | 'userID'>;

/**
 * Claims the email (on the claim read before, when the caller has it), then records the user on
 * a new stream: registered, and linked to an OpenID identity in the same append when one is given.
 */
export const registerUser = async (
  store: EventStore,
  meta: CommandMeta,
  userID: string,
  user: NewUser,
  claim?: EmailClaimRead,
): Promise<{ userID: string; position: number }> => {
  await claimEmail(store, meta, claim ?? (await readEmailClaim(store, user.email, userID, meta.now)), userID);
  const { position } = await handleCommand(
    store,
    userStreamId(userID),
    userDecider,
    { type: 'RegisterUser', userID, ...user },
    meta,
    // A new stream: nothing to read. A retried sign-up (the same ids) finds its own events there.
    { from: { state: userDecider.initialState(), version: 0, position: 0 } },
  );
  return { userID, position };
};
