import { search, signUp, uniqueName } from './http-client.js';
import { now } from './measure.js';

export interface ReadAfterWriteFigures {
  /** Sign-up answered → the first plain search (no X-Min-Position) that shows the member answered. */
  polled: number[];
  /** Sign-up answered → a search with X-Min-Position answered (with the member, not stale). */
  withMinPosition: number[];
}

const POLL_LIMIT_MS = 5000;

/**
 * One client signs up members with unique last names. Method 1: right after the answer, search
 * for the name back to back, without X-Min-Position, until the member is there. Method 2: one
 * search with X-Min-Position set to the answer's position.
 */
export const benchReadAfterWrite = async (url: string, samples: number): Promise<ReadAfterWriteFigures> => {
  const polled: number[] = [];
  for (let i = 0; i < samples; i++) {
    const lastName = uniqueName('Lag');
    const { userID } = await signUp(url, 'Bench', lastName);
    const answered = now();
    for (;;) {
      const { hits } = await search(url, lastName);
      if (hits.some((h) => h.userID === userID)) break;
      if (now() - answered > POLL_LIMIT_MS)
        throw new Error(`a new member was not searchable after ${POLL_LIMIT_MS} ms`);
    }
    polled.push(now() - answered);
  }
  const withMinPosition: number[] = [];
  for (let i = 0; i < samples; i++) {
    const lastName = uniqueName('Pos');
    const { userID, position } = await signUp(url, 'Bench', lastName);
    const answered = now();
    const { hits, stale } = await search(url, lastName, position);
    withMinPosition.push(now() - answered);
    if (stale || !hits.some((h) => h.userID === userID))
      throw new Error('a search with X-Min-Position missed the new member');
  }
  return { polled, withMinPosition };
};
