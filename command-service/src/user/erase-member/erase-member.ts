import {
  DomainError,
  emailClaimDecider,
  parseRecordedEvent,
  userDecider,
  userStreamId,
  type EraseMember,
} from '@academy/domain';
import { endUserSessions } from '@academy/platform';
import { emailStreamId } from '../../email-claim/email-stream.js';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { type StreamWrite } from '../../pipeline/handle-command.js';
import { forgetMemberRows } from './forget-operational.js';
import { handleCommands, onStream } from '../../pipeline/handle-commands.js';

export type Erasure = Omit<EraseMember, 'type'> & { userID: string };

/** The image blobs the member ever set (content-addressed keys, in clear in their stream). */
const imageKeysOf = async (deps: Pick<CommandDeps, 'store'>, userID: string): Promise<string[]> => {
  const keys = new Set<string>();
  for (const event of await deps.store.readStream(userStreamId(userID))) {
    const parsed = parseRecordedEvent(event);
    if (parsed?.type === 'ProfileImageSet') keys.add(parsed.data.image.key);
  }
  return [...keys];
};

/**
 * Erases a member (crypto-shredding), in this order so that no failure leaves their data
 * readable: the decision is checked on their folded stream (404 when unknown or already erased;
 * 409 `erase-admin` for an admin: their rights are revoked first), their key is destroyed (from
 * then on every personal part of theirs reads as erased), `MemberErased` is recorded with their
 * email claim released (one atomic write; a retry after a failure finds the key already gone and
 * records it), then their sessions end everywhere and their image blobs are deleted. The
 * projections remove them from every read model and search index on `MemberErased`.
 */
export const eraseMember = async (
  deps: Pick<CommandDeps, 'store' | 'keys' | 'access' | 'db' | 'blobs' | 'clock' | 'mailer'>,
  meta: CommandMeta,
  erasure: Erasure,
): Promise<{ position: number; written: StreamWrite }> => {
  const { userID, ...rest } = erasure;
  const command: EraseMember = { type: 'EraseMember', ...rest };
  const user = await deps.access.user(userID);
  userDecider.decide(command, user.state);
  if (user.state.status === 'none') throw new DomainError('not-found', 'No such user');
  const { admins } = (await deps.access.adminsState()).state;
  if (admins.includes(userID))
    throw new DomainError('erase-admin', 'An admin cannot be erased: revoke their admin rights first');
  const email = user.state.email;
  const images = await imageKeysOf(deps, userID);
  await deps.keys.destroy(userID, deps.clock());
  const claim = email.endsWith('@erased.invalid') ? [] : [emailStreamId(email)];
  const { position, written } = await handleCommands(
    deps.store,
    [
      ...claim.map((stream) => onStream(stream, emailClaimDecider, { type: 'ReleaseEmail', userID })),
      onStream(userStreamId(userID), userDecider, command, user),
    ],
    meta,
  );
  await endUserSessions(deps.db, userID);
  await forgetMemberRows(deps, userID, email);
  for (const key of images) await deps.blobs?.delete(key);
  return { position, written };
};
