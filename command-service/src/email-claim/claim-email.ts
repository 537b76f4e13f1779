import {
  DomainError,
  emailClaimDecider,
  mayBeOrphaned,
  userStreamId,
  type ClaimEmail,
  type EmailClaimState,
} from '@academy/domain';
import { ConcurrencyError, foldStream, type EventStore, type Folded } from '@academy/platform';
import { onStream, type StreamCommand } from '../pipeline/handle-commands.js';
import { emailStreamId } from './email-stream.js';

/** An address's claims, read and folded once for one user's claim. */
export interface EmailClaimRead {
  streamId: string;
  folded: Folded<EmailClaimState>;
  /** Whether the owner of an old claim has an account: asked only when the claim may be an orphan. */
  ownerRegistered: boolean | undefined;
}

export const readEmailClaim = async (
  store: EventStore,
  email: string,
  userID: string,
  now: Date,
): Promise<EmailClaimRead> => {
  const streamId = emailStreamId(email);
  const folded = await foldStream(store, streamId, emailClaimDecider);
  const { owner } = folded.state;
  const ownerRegistered =
    owner !== null && mayBeOrphaned(folded.state, userID, now)
      ? (await store.streamVersion(userStreamId(owner))) > 0
      : undefined;
  return { streamId, folded, ownerRegistered };
};

const claimCommand = (read: EmailClaimRead, userID: string, now: Date): ClaimEmail => ({
  type: 'ClaimEmail',
  userID,
  now,
  ownerRegistered: read.ownerRegistered,
});

/** A cheap early answer, before a costly hash: email-taken when the address is another's. */
export const checkEmailFree = (read: EmailClaimRead, userID: string, now: Date): void => {
  emailClaimDecider.decide(claimCommand(read, userID, now), read.folded.state);
};

/**
 * The claim as one part of a command that also records the user (or their new address): appended
 * with the version read as the expected one, in the same atomic write, so of racing claims only
 * one wins. A claim by the same user (a retry) adds nothing.
 */
export const claimOf = (read: EmailClaimRead, userID: string, now: Date): StreamCommand =>
  onStream(read.streamId, emailClaimDecider, claimCommand(read, userID, now), read.folded);

/** A lost race on the address's claim stream is the address taken; anything else stays what it is. */
export const asEmailTaken = (read: EmailClaimRead, error: unknown): unknown =>
  error instanceof ConcurrencyError && error.streamId === read.streamId
    ? new DomainError('email-taken', 'An account with this email already exists')
    : error;
