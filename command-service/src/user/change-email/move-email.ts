import { emailClaimDecider, userDecider, userStreamId, type RegisteredUser } from '@academy/domain';
import { asEmailTaken, claimOf, readEmailClaim } from '../../email-claim/claim-email.js';
import { emailStreamId } from '../../email-claim/email-stream.js';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { type StreamWrite } from '../../pipeline/handle-command.js';
import { handleCommands, onStream } from '../../pipeline/handle-commands.js';
import { type WriteSideAccess } from '@academy/platform';

type FoldedUser = Awaited<ReturnType<WriteSideAccess['user']>>;

/**
 * Moves the user to `email` in one atomic append: claims it (409 `email-taken` when another account
 * holds it), records `EmailChanged`, and releases the address they had.
 */
export const moveEmail = async (
  deps: Pick<CommandDeps, 'store'>,
  meta: CommandMeta,
  user: FoldedUser & { state: RegisteredUser },
  email: string,
): Promise<{ position: number; written: StreamWrite }> => {
  const { userID } = user.state;
  const claim = await readEmailClaim(deps.store, email, userID, meta.now);
  const released = emailStreamId(user.state.email);
  try {
    return await handleCommands(
      deps.store,
      [
        claimOf(claim, userID, meta.now),
        onStream(userStreamId(userID), userDecider, { type: 'ChangeEmail', email }, user),
        ...(released !== claim.streamId
          ? [onStream(released, emailClaimDecider, { type: 'ReleaseEmail', userID })]
          : []),
      ],
      meta,
    );
  } catch (error) {
    throw asEmailTaken(claim, error);
  }
};
