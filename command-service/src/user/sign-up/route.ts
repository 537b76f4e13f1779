import { catalogueTier, isFreeTier, parseWith, signUpSchema, type SignUpAnswer } from '@academy/domain';
import { RouteTable } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { startSession } from '../../pipeline/start-session.js';
import { chooseMembershipAtSignUp } from './choose-membership.js';
import { isProviderDown, waitForPayment } from './provider-down.js';
import { signUp } from './sign-up.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/signup`: a visitor becomes a member, signed in at once. Answers 201 `{ userID, position }`;
 * with a paid tier, also `checkoutUrl` (the provider's checkout for that tier). An unknown tier is
 * 400 `validation-failed` naming `membershipTier`, before anything is recorded. With the payment
 * provider down, the account stays, signed in, with the tier waiting for its payment: 503
 * `payment-provider-unavailable` says so.
 */
export const signUpRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/signup', {}, async (req, res) => {
    const input = parseWith(signUpSchema, req.body);
    const tier =
      input.membershipTier === undefined ? null : catalogueTier(deps.config.tiers, input.membershipTier);
    const meta = commandMeta(req, deps.clock, deps.ids);
    // The registration records a tier the member holds from the start: a free one, never an unpaid one.
    const result = await signUp(deps, meta, {
      ...input,
      membershipTier: tier && isFreeTier(tier) ? tier.id : undefined,
    });
    let membership: Awaited<ReturnType<typeof chooseMembershipAtSignUp>> | null = null;
    try {
      if (tier) membership = await chooseMembershipAtSignUp(deps, meta, result.userID, tier, input.email);
    } catch (error) {
      if (!tier || !isProviderDown(error)) throw error;
      const refusal = await waitForPayment(deps, meta, result.userID, tier, error);
      await startSession(deps, req, res, result.userID);
      throw refusal;
    }
    await startSession(deps, req, res, result.userID);
    const position = Math.max(result.position, membership?.position ?? 0);
    const answer: SignUpAnswer = {
      userID: result.userID,
      position,
      ...(membership?.checkoutUrl ? { checkoutUrl: membership.checkoutUrl } : {}),
    };
    // The headers name the last stream written: the membership's when one was chosen.
    const written = membership?.written ?? result.written;
    await answerCommand(req, res, { status: 201, body: answer, written });
  });
