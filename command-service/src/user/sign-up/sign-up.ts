import { type SignUpInput } from '@academy/domain';
import { type EventStore } from '@academy/platform';
import { checkEmailFree, readEmailClaim } from '../../email-claim/claim-email.js';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type StreamWrite } from '../../pipeline/handle-command.js';
import { type PasswordHasher } from '../../pipeline/password-hasher.js';
import { registerUser } from '../register-user.js';

export interface SignUpDeps {
  store: EventStore;
  passwords: PasswordHasher;
}

/**
 * A visitor becomes a member: the email's claims are read once and checked before the costly hash;
 * then the email is claimed with the version read (racing sign-ups: one wins) and the user recorded.
 */
export const signUp = async (
  deps: SignUpDeps,
  meta: CommandMeta,
  input: SignUpInput,
): Promise<{ userID: string; position: number; written: StreamWrite }> => {
  const userID = meta.newId('user');
  const claim = await readEmailClaim(deps.store, input.email, userID, meta.now);
  checkEmailFree(claim, userID, meta.now);
  const passwordHash = await deps.passwords.hash(input.password);
  return registerUser(
    deps.store,
    meta,
    userID,
    {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      membershipTier: input.membershipTier ?? null,
    },
    claim,
  );
};
