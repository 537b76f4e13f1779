import { DomainError, decideEmailClaim, decideUser, evolveUser, initialUserState, userStreamId, type SignUpInput, type UserCommand, type UserEvent } from '@academy/domain';
import { ConcurrencyError, type EventStore } from '@academy/platform';
import { type CommandRun } from '../../shared/command-context.js';
import { type PasswordHasher } from '../../passwords/password-hasher.js';
import { emailClaims, emailStreamId } from '../email-owner.js';

export { emailStreamId } from '../email-owner.js';

/** The address belongs to another user whose account exists (a claim left by a crash does not count). */
const takenByOther = async (store: EventStore, owner: string | undefined, userID: string): Promise<boolean> =>
  owner !== undefined && owner !== userID && (await store.streamVersion(userStreamId(owner))) > 0;

/**
 * The email stream decides who owns an address: it is claimed with an expected version, so of
 * racing sign-ups only one wins.
 */
const claimEmail = async (store: EventStore, run: CommandRun, email: string, userID: string): Promise<void> => {
  const streamId = emailStreamId(email);
  const { claims, owner } = await emailClaims(store, streamId);
  if (owner === userID) return; // a retry of this very sign-up
  if (await takenByOther(store, owner, userID)) decideEmailClaim(userID, true);
  try {
    await store.append(streamId, run.toAppend(streamId, decideEmailClaim(userID, false)), {
      expectedVersion: claims === 0 ? 'no-stream' : claims,
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
  let state = initialUserState();
  const events: UserEvent[] = [];
  for (const command of [{ type: 'RegisterUser' as const, userID, ...user }, ...followUp]) {
    const decided = decideUser(command, state);
    state = decided.reduce(evolveUser, state);
    events.push(...decided);
  }
  const streamId = userStreamId(userID);
  const { position } = await store.append(streamId, run.toAppend(streamId, events), { expectedVersion: 'no-stream' });
  return { userID, position };
};

/** A visitor becomes a member: claim the email, then record the user. */
export const signUp = async (deps: SignUpDeps, run: CommandRun, input: SignUpInput): Promise<{ userID: string; position: number }> => {
  const userID = run.newId('user');
  const { owner } = await emailClaims(deps.store, emailStreamId(input.email));
  // A cheap early answer before the costly hash; the append with an expected version stays the judge.
  if (await takenByOther(deps.store, owner, userID)) {
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
