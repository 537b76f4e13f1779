import {
  DomainError,
  emailClaimDecider,
  mayBeOrphaned,
  userStreamId,
  type ClaimEmail,
  type EmailClaimState,
} from '@academy/domain';
import { ConcurrencyError, foldStream, type EventStore, type Folded } from '@academy/platform';
import { type CommandMeta } from '../pipeline/command-meta.js';
import { handleCommand } from '../pipeline/handle-command.js';
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
 * Claims the address with the version read as the expected one, so of racing sign-ups only one
 * wins and the others are told the email is taken. A claim by the same user (a retry) adds nothing.
 */
export const claimEmail = async (
  store: EventStore,
  meta: CommandMeta,
  read: EmailClaimRead,
  userID: string,
): Promise<void> => {
  try {
    await handleCommand(store, read.streamId, emailClaimDecider, claimCommand(read, userID, meta.now), meta, {
      from: read.folded,
    });
  } catch (error) {
    if (error instanceof ConcurrencyError)
      throw new DomainError('email-taken', 'An account with this email already exists');
    throw error;
  }
};
