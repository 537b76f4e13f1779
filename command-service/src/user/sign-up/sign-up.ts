import {
  DomainError,
  decideEmailClaim,
  decideUser,
  initialUserState,
  normalizeEmail,
  userStreamId,
  type SignUpInput,
} from '@academy/domain';
import { ConcurrencyError, sha256Hex, type EventStore } from '@academy/platform';
import { type CommandRun } from '../../shared/command-context.js';
import { type PasswordHasher } from '../../passwords/password-hasher.js';

export const emailStreamId = (email: string): string => `email-${sha256Hex(normalizeEmail(email))}`;

const ownerOf = async (store: EventStore, emailStream: string) => {
  const claims = await store.readStream(emailStream);
  const owner = (claims.at(-1)?.data as { userID?: string } | undefined)?.userID;
  return { claims: claims.length, owner };
};

/** The address belongs to another user whose account exists (a claim left by a crash does not count). */
const takenByOther = async (store: EventStore, owner: string | undefined, userID: string): Promise<boolean> =>
  owner !== undefined && owner !== userID && (await store.streamVersion(userStreamId(owner))) > 0;

/**
 * The email stream decides who owns an address: it is claimed with an expected version, so of
 * racing sign-ups only one wins.
 */
const claimEmail = async (store: EventStore, run: CommandRun, email: string, userID: string): Promise<void> => {
  const streamId = emailStreamId(email);
  const { claims, owner } = await ownerOf(store, streamId);
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

/** A visitor becomes a member: claim the email, then record the user. */
export const signUp = async (deps: SignUpDeps, run: CommandRun, input: SignUpInput): Promise<{ userID: string; position: number }> => {
  const userID = run.newId('user');
  const { owner } = await ownerOf(deps.store, emailStreamId(input.email));
  // A cheap early answer before the costly hash; the append with an expected version stays the judge.
  if (await takenByOther(deps.store, owner, userID)) {
    throw new DomainError('email-taken', 'An account with this email already exists');
  }
  const passwordHash = await deps.passwords.hash(input.password);
  await claimEmail(deps.store, run, input.email, userID);
  const events = decideUser(
    {
      type: 'RegisterUser',
      userID,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      membershipTier: input.membershipTier ?? null,
    },
    initialUserState(),
  );
  const streamId = userStreamId(userID);
  const { position } = await deps.store.append(streamId, run.toAppend(streamId, events), { expectedVersion: 'no-stream' });
  return { userID, position };
};
