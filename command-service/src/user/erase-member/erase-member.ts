import {
  DomainError,
  emailClaimDecider,
  parseRecordedEvent,
  userDecider,
  userStreamId,
  type EraseMember,
} from '@academy/domain';
import { BlobReferences, endUserSessions, type StoredEvent } from '@academy/platform';
import { emailStreamId } from '../../email-claim/email-stream.js';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { type StreamWrite } from '../../pipeline/handle-command.js';
import { handleCommands, onStream } from '../../pipeline/handle-commands.js';
import { forgetMemberRows } from './forget-operational.js';

export type Erasure = Omit<EraseMember, 'type'> & { userID: string };

export type ErasureDeps = Pick<CommandDeps, 'store' | 'keys' | 'db' | 'blobs' | 'clock' | 'mailer'>;

/** Every address the member's stream names (read while their key still opens it). */
const addressesOf = (events: readonly StoredEvent[]): string[] =>
  events.flatMap((event) => {
    const personal = (event.data as { personal?: { email?: unknown } } | null)?.personal;
    // An address only: once the key is gone a personal part reads as erased, not as an address.
    return typeof personal?.email === 'string' && personal.email.includes('@') ? [personal.email] : [];
  });

/** The image blobs the member ever set (content-addressed keys, in clear in their stream). */
const imageKeysOf = (events: readonly StoredEvent[]): string[] => {
  const keys = new Set<string>();
  for (const event of events) {
    const parsed = parseRecordedEvent(event);
    if (parsed?.type === 'ProfileImageSet') keys.add(parsed.data.image.key);
  }
  return [...keys];
};

/**
 * What follows `MemberErased` (here, or at the next start after a crash): the key destroyed (the
 * key-encryption key rotated), every session ended, the operational rows and outbox mail naming
 * them forgotten, the image blobs deleted (each unless an event
 * of a live subject still names it: another member who uploaded the same file), and the erasure
 * marked over. Each step can run again.
 */
export const completeErasure = async (
  deps: ErasureDeps,
  userID: string,
  events: readonly StoredEvent[],
): Promise<void> => {
  const addresses = addressesOf(events);
  await deps.keys.destroy(userID, deps.clock());
  await endUserSessions(deps.db, userID);
  await forgetMemberRows(deps, userID, addresses);
  const images = imageKeysOf(events);
  // A blob another live member (or a publication) also names stays: the same bytes, the same key.
  const references = new BlobReferences(deps.store, images);
  for (const key of images) await deps.blobs?.deleteUnlessReferenced(key, () => references.referenced(key));
  await deps.keys.endErasure(userID);
};

/**
 * Erases a member (crypto-shredding), in an order a crash cannot leave half done: the decision is
 * checked on their folded stream (404 when unknown or already erased; 409 `erase-admin` for an
 * admin: their rights are revoked first); the erasure is marked under way on their key; then
 * `MemberErased` is recorded with their email claim released (one atomic write); then
 * `completeErasure`. A crash before the event leaves the member whole (the next start unmarks
 * them); after it, the next start completes the erasure (`finishErasuresUnderWay`). The
 * projections remove them from every read model and search index on `MemberErased`.
 */
export const eraseMember = async (
  deps: ErasureDeps & Pick<CommandDeps, 'access'>,
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
  await deps.keys.beginErasure(userID, deps.clock());
  const claim = email.endsWith('@erased.invalid') ? [] : [emailStreamId(email)];
  let recorded: { position: number; written: StreamWrite };
  try {
    recorded = await handleCommands(
      deps.store,
      [
        ...claim.map((stream) => onStream(stream, emailClaimDecider, { type: 'ReleaseEmail', userID })),
        onStream(userStreamId(userID), userDecider, command, user),
      ],
      meta,
    );
  } catch (error) {
    // Nothing recorded (a refusal, a conflict): the member stays whole.
    await deps.keys.endErasure(userID);
    throw error;
  }
  await completeErasure(deps, userID, await deps.store.readStream(userStreamId(userID)));
  return recorded;
};
