import { membershipDecider, userStreamId } from '@academy/domain';
import { type EventStore, type IdSource, type Logger } from '@academy/platform';
import { createCommandMeta } from '../../pipeline/command-meta.js';
import { handleCommand } from '../../pipeline/handle-command.js';

export interface ExpiryDeps {
  store: EventStore;
  ids: IdSource;
  logger: Logger;
}

/**
 * The scheduler's sweep over candidates (members whose membership's time ran out, by a read
 * model): each is decided again on the write side at `now`, so a renewal that landed meanwhile
 * keeps the membership. Answers how many memberships expired (or fell to a chosen free tier).
 */
export const expireMemberships = async (
  deps: ExpiryDeps,
  userIDs: readonly string[],
  now: Date,
): Promise<number> => {
  let changed = 0;
  for (const userID of userIDs) {
    const meta = createCommandMeta({ actor: 'system:scheduler', now, ids: deps.ids });
    try {
      const { events } = await handleCommand(
        deps.store,
        userStreamId(userID),
        membershipDecider,
        { type: 'ExpireMembership', userID, at: now.toISOString(), actor: 'system:scheduler' },
        meta,
        { retries: 3 },
      );
      if (events.length > 0) changed += 1;
    } catch (error) {
      deps.logger.warn(`membership expiry of ${userID} failed: ${String(error)}`);
    }
  }
  return changed;
};
