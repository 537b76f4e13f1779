import { userDecider, userStreamId, type RegisterUser } from '@academy/domain';
import { type EventStore } from '@academy/platform';
import { asEmailTaken, claimOf, readEmailClaim, type EmailClaimRead } from '../email-claim/claim-email.js';
import { type CommandMeta } from '../pipeline/command-meta.js';
import { type StreamWrite } from '../pipeline/handle-command.js';
import { handleCommands, newStream, onStream } from '../pipeline/handle-commands.js';

/** A new member as sign-up (or a first sign-in at an OpenID provider) records them. */
export type NewUser = Omit<RegisterUser, 'type' | 'userID'>;

/**
 * Claims the email (on the claim read before, when the caller has it) and records the user on a
 * new stream (registered, and linked to an OpenID identity when one is given) in ONE atomic
 * append: a failure leaves neither, so no claim outlives a failed sign-up. A lost race for the
 * address is 409 email-taken.
 */
export const registerUser = async (
  store: EventStore,
  meta: CommandMeta,
  userID: string,
  user: NewUser,
  claim?: EmailClaimRead,
): Promise<{ userID: string; position: number; written: StreamWrite }> => {
  const read = claim ?? (await readEmailClaim(store, user.email, userID, meta.now));
  try {
    const { position, written } = await handleCommands(
      store,
      [
        claimOf(read, userID, meta.now),
        // A new stream: nothing to read. A retried sign-up (the same ids) finds its own events there.
        onStream(
          userStreamId(userID),
          userDecider,
          { type: 'RegisterUser', userID, ...user },
          newStream(userDecider),
        ),
      ],
      meta,
    );
    return { userID, position, written };
  } catch (error) {
    throw asEmailTaken(read, error);
  }
};
