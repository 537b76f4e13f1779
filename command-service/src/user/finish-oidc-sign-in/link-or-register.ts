import { DomainError, emailSchema, userDecider, userStreamId } from '@academy/domain';
import { userIdByEmail } from '../../email-claim/email-owner.js';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand } from '../../pipeline/handle-command.js';
import { type OidcIdentity } from '../oidc-client.js';
import { registerUser } from '../register-user.js';

export type OidcOutcome =
  { kind: 'ok'; userID: string } | { kind: 'banned'; reason: string } | { kind: 'failed'; why: string };

const NAME_MAX = 100;

/** Names for a new member: given and family names, else the full name split, else the email's local part. */
const namesOf = (identity: OidcIdentity, email: string): { firstName: string; lastName: string } => {
  const [first, ...rest] = (identity.name ?? '').split(/\s+/).filter(Boolean);
  const firstName = identity.givenName ?? first ?? email.split('@')[0]!;
  const lastName = identity.familyName ?? rest.join(' ');
  return { firstName: firstName.slice(0, NAME_MAX), lastName: lastName.slice(0, NAME_MAX) };
};

/**
 * The identity signs in as the user who owns its verified email (linking it, as an event), or
 * becomes a new member (registered and linked in one append). An unverified email is refused.
 */
export const linkOrRegister = async (
  deps: CommandDeps,
  meta: CommandMeta,
  identity: OidcIdentity,
): Promise<OidcOutcome> => {
  if (!identity.emailVerified || identity.email === undefined)
    return { kind: 'failed', why: 'the provider gave no verified email' };
  const parsed = emailSchema.safeParse(identity.email);
  if (!parsed.success) return { kind: 'failed', why: 'the provider gave an email this site does not accept' };
  const email = parsed.data;
  const link = { issuer: identity.issuer, subject: identity.subject };
  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await userIdByEmail(deps.store, email);
    if (existing) {
      const { state } = await deps.access.user(existing);
      if (state.status === 'banned')
        return { kind: 'banned', reason: state.banReason ?? 'Your account is banned' };
      await handleCommand(
        deps.store,
        userStreamId(existing),
        userDecider,
        { type: 'LinkIdentity', ...link },
        meta,
        {
          from: await deps.access.user(existing),
        },
      );
      return { kind: 'ok', userID: existing };
    }
    try {
      const userID = meta.newId('user');
      const names = namesOf(identity, email);
      await registerUser(deps.store, meta, userID, {
        email,
        passwordHash: null,
        membershipTier: null,
        ...names,
        identity: link,
      });
      return { kind: 'ok', userID };
    } catch (error) {
      // Someone registered this email meanwhile: link to them instead.
      if (!(error instanceof DomainError && error.code === 'email-taken')) throw error;
    }
  }
  return { kind: 'failed', why: 'the email was claimed concurrently' };
};
