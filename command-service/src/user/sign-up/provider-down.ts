import { DomainError, membershipDecider, userStreamId, type Tier } from '@academy/domain';
import { type Logger } from '@academy/platform';
import { metaFor, type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand } from '../../pipeline/handle-command.js';

/** Whether the payment provider could not be reached (or failed on its side): worth a later try. */
export const isProviderDown = (error: unknown): error is DomainError =>
  error instanceof DomainError && error.code === 'service-unavailable';

/** What the log needs of the provider's failure: its class, message and network code, never a secret. */
const causeOf = (error: Error): Record<string, unknown> => {
  const cause = error.cause as (Error & { code?: unknown; type?: unknown; detail?: unknown }) | undefined;
  if (!cause) return { cause: error.message };
  const detail = cause.detail as { code?: unknown; message?: unknown } | undefined;
  return {
    cause: cause.message,
    ...(typeof cause.type === 'string' ? { type: cause.type } : {}),
    ...(cause.code !== undefined ? { code: cause.code } : {}),
    ...(detail?.code !== undefined ? { networkCode: detail.code } : {}),
  };
};

/**
 * The account exists but the payment provider is down: the chosen tier is recorded as waiting for
 * its payment (no order yet), so Account Settings and the sign-up page offer "Complete payment".
 * Answers the refusal that says so (503 `payment-provider-unavailable`).
 */
export const waitForPayment = async (
  deps: Pick<CommandDeps, 'store'> & { logger: Logger },
  meta: CommandMeta,
  userID: string,
  tier: Tier,
  failure: DomainError,
): Promise<DomainError> => {
  deps.logger.warn('sign-up: the payment provider is unavailable; the membership waits for its payment', {
    userID,
    tier: tier.id,
    ...causeOf(failure),
  });
  await handleCommand(
    deps.store,
    userStreamId(userID),
    membershipDecider,
    { type: 'ChooseMembership', userID, tier, orderID: null, at: meta.now.toISOString(), actor: 'member' },
    metaFor(meta, 'membership-pending'),
    { retries: 3 },
  );
  return new DomainError(
    'payment-provider-unavailable',
    'Your account is created and you are signed in, but the payment service could not be reached. ' +
      'Complete the payment for your membership in a few minutes, here or in Account Settings.',
  );
};
