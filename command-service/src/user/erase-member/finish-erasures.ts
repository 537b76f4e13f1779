import { userStreamId } from '@academy/domain';
import { completeErasure, type ErasureDeps } from './erase-member.js';

/**
 * At start: every erasure a crash interrupted is finished or undone, so a member is whole or
 * erased everywhere, never half. With `MemberErased` on their stream, the erasure is completed
 * (key destroyed, sessions ended, image blobs deleted; the projections do the rest from the log);
 * without it, nothing was recorded and the mark is removed: the member stays whole.
 */
export const finishErasuresUnderWay = async (
  deps: ErasureDeps,
): Promise<{ completed: string[]; undone: string[] }> => {
  const completed: string[] = [];
  const undone: string[] = [];
  for (const userID of await deps.keys.erasuresUnderWay()) {
    const events = await deps.store.readStream(userStreamId(userID));
    if (events.some((e) => e.type === 'MemberErased')) {
      await completeErasure(deps, userID, events);
      completed.push(userID);
    } else {
      await deps.keys.endErasure(userID);
      undone.push(userID);
    }
  }
  return { completed, undone };
};
