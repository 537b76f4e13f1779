import {
  DomainError,
  userDecider,
  userStreamId,
  type EmailClaimEvent,
  type SignUpInput,
  type UserCommand,
  type UserEvent,
} from '@academy/domain';
import { ConcurrencyError, type EventStore } from '@academy/platform';
import { type CommandRun } from '../../shared/command-context.js';
import { type PasswordHasher } from '../../passwords/password-hasher.js';
import { emailClaims, emailStreamId, ORPHAN_CLAIM_AFTER_MS } from '../email-owner.js';

export { emailStreamId } from '../email-owner.js';

/**
 * The address belongs to another user: their account exists, or their claim is recent (a racing
 * sign-up between its two appends). Only a claim left by a crash, long ago, can be taken over.
 */
const decideEmailClaim = (userID: string, claimed: boolean): EmailClaimEvent[] => {
  if (claimed) throw new DomainError('email-taken', 'An account with this email already exists');
  return [{ type: 'EmailClaimed', data: { userID } }];
};

const takenByOther = async (
  store: EventStore,
  { owner, claimedAt }: { owner: string | undefined; claimedAt: number | undefined },
  userID: string,
): Promise<boolean> => {
  if (owner === undefined || owner === userID) return false;
  if (claimedAt === undefined || Date.now() - claimedAt < ORPHAN_CLAIM_AFTER_MS) return true;
  return (await store.streamVersion(userStreamId(owner))) > 0;
};

/**
 * The email stream decides who owns an address: it is claimed with an expected version, so of
 * racing sign-ups only one wins.
 */
const claimEmail = async (
  store: EventStore,
  run: CommandRun,
  email: string,
  userID: string,
): Promise<void> => {
  const streamId = emailStreamId(email);
  const claim = await emailClaims(store, streamId);
  if (claim.owner === userID) return; // a retry of this very sign-up
  if (await takenByOther(store, claim, userID)) decideEmailClaim(userID, true);
  try {
    await store.append(streamId, run.toAppend(streamId, decideEmailClaim(userID, false)), {
      expectedVersion: claim.claims === 0 ? 'no-stream' : claim.claims,
    });
  } catch (error) {
    if (error instanceof ConcurrencyError) decideEmailClaim(userID, true);
    throw error;
  }
};

export interface SignUpDeps {
  store: EventStore;
  passwords: PasswordHasher;
}

export interface NewUser {
  email: string;
  /** null: signs in through an OpenID provider only. */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  membershipTier: string | null;
}

/**
 * Claims the email, then records the user, with any follow-up events decided on the new state
 * (an OpenID sign-up links its identity in the same append).
 */
export const registerUser = async (
  store: EventStore,
  run: CommandRun,
  userID: string,
  user: NewUser,
  followUp: UserCommand[] = [],
): Promise<{ userID: string; position: number }> => {
  await claimEmail(store, run, user.email, userID);
  let state = userDecider.initialState();
  const events: UserEvent[] = [];
  for (const command of [{ type: 'RegisterUser' as const, userID, ...user }, ...followUp]) {
    const decided = userDecider.decide(command, state);
    state = decided.reduce(userDecider.evolve, state);
    events.push(...decided);
  }
  const streamId = userStreamId(userID);
  const { position } = await store.append(streamId, run.toAppend(streamId, events), {
    expectedVersion: 'no-stream',
  });
  return { userID, position };
};

/** A visitor becomes a member: claim the email, then record the user. */
export const signUp = async (
  deps: SignUpDeps,
  run: CommandRun,
  input: SignUpInput,
): Promise<{ userID: string; position: number }> => {
  const userID = run.newId('user');
  // A cheap early answer before the costly hash; the append with an expected version stays the judge.
  if (await takenByOther(deps.store, await emailClaims(deps.store, emailStreamId(input.email)), userID)) {
    throw new DomainError('email-taken', 'An account with this email already exists');
  }
  const passwordHash = await deps.passwords.hash(input.password);
  return registerUser(deps.store, run, userID, {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    membershipTier: input.membershipTier ?? null,
  });
};
