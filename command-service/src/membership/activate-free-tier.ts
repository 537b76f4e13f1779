import { membershipDecider, userStreamId, type Tier } from '@academy/domain';
import { metaFor, type CommandMeta } from '../pipeline/command-meta.js';
import { type CommandDeps } from '../pipeline/deps.js';
import { handleCommand, type StreamWrite } from '../pipeline/handle-command.js';

/** A free tier for someone without a running membership: active at once, no order. */
export const activateFreeTier = (
  deps: Pick<CommandDeps, 'store'>,
  meta: CommandMeta,
  userID: string,
  tier: Tier,
): Promise<{ position: number; written: StreamWrite }> =>
  handleCommand(
    deps.store,
    userStreamId(userID),
    membershipDecider,
    { type: 'ChooseMembership', userID, tier, orderID: null, at: meta.now.toISOString(), actor: 'member' },
    metaFor(meta, 'membership'),
    { retries: 3 },
  );
