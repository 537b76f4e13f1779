import { isFreeTier, parseWith, signUpSchema } from '@academy/domain';
import { RouteTable } from '@academy/platform';
import { catalogueTier } from '../../membership/catalogue-tier.js';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { startSession } from '../../pipeline/start-session.js';
import { chooseMembershipAtSignUp } from './choose-membership.js';
import { signUp } from './sign-up.js';

/**
 * `POST /rest/signup`: a visitor becomes a member, signed in at once. Answers 201 `{ userID, position }`;
 * with a paid tier, also `checkoutUrl` (the provider's checkout for that tier). An unknown tier is
 * 400 `validation-failed` naming `membershipTier`, before anything is recorded.
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
    const membership = tier
      ? await chooseMembershipAtSignUp(deps, meta, result.userID, tier, input.email)
      : null;
    await startSession(deps, req, res, result.userID);
    const position = Math.max(result.position, membership?.position ?? 0);
    res.status(201).json({
      userID: result.userID,
      position,
      ...(membership?.checkoutUrl ? { checkoutUrl: membership.checkoutUrl } : {}),
    });
  });
