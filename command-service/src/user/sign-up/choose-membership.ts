import { isFreeTier, type Tier } from '@academy/domain';
import { activateFreeTier } from '../../membership/activate-free-tier.js';
import { startCheckout } from '../../membership/start-checkout.js';
import { metaFor, type CommandMeta } from '../../pipeline/command-meta.js';
import { type StreamWrite } from '../../pipeline/handle-command.js';
import { type CommandDeps } from '../../pipeline/deps.js';

/**
 * The tier chosen at sign-up: a free one is active at once; a paid one starts a checkout (the
 * membership waits for its payment) and answers where to send the browser.
 */
export const chooseMembershipAtSignUp = async (
  deps: CommandDeps,
  meta: CommandMeta,
  userID: string,
  tier: Tier,
  email: string,
): Promise<{ position: number; checkoutUrl?: string; written: StreamWrite }> => {
  if (isFreeTier(tier)) return activateFreeTier(deps, meta, userID, tier);
  const started = await startCheckout(deps, metaFor(meta, 'checkout'), {
    userID,
    tier,
    returnTo: 'sign-up',
    customerEmail: email,
    actor: 'member',
  });
  return { position: started.position, checkoutUrl: started.checkoutUrl, written: started.written };
};
