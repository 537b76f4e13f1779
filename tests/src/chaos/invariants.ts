import { type AcademyCore } from '@academy/app';
import { type RecordedEvent } from '@academy/domain';

/** The rules that must hold whatever failed: the Journal's numbers and the email claims. */
export interface Invariants {
  /** Numbers handed out (reservations on `publication-numbers`). */
  numbers: number;
  /** Numbers 1..N without exactly one reservation, or reserved without their publication. */
  numberGaps: number;
  /** Publications the Journal lists whose numbers are not 1..N, each once. */
  listedGaps: number;
  /** Addresses claimed (their last claim not released). */
  claims: number;
  /** Claims whose owner has no user stream: an address blocked by a failed sign-up. */
  orphanClaims: number;
}

/**
 * The Journal numbers 1..N with no gap (each reserved once, each with its publication, each
 * listed), and every email claim belongs to a user. Read from the store and the read model after
 * the run, whatever was answered.
 */
export const invariantFindings = async (
  core: AcademyCore,
  events: readonly RecordedEvent[],
): Promise<Invariants> => {
  const reserved = events
    .filter((e) => e.streamId === 'publication-numbers' && e.type === 'PublicationNumberReserved')
    .map((e) => (e.data as { pubNum: number }).pubNum);
  const submitted = new Set(
    events.filter((e) => e.type === 'PublicationSubmitted').map((e) => (e.data as { pubNum: number }).pubNum),
  );
  const n = reserved.length;
  const once = (list: readonly number[], k: number) => list.filter((x) => x === k).length === 1;
  let numberGaps = 0;
  for (let k = 1; k <= n; k++) if (!once(reserved, k) || !submitted.has(k)) numberGaps++;
  const { rows } = await core.db.query<{ pub_num: number | string }>(
    'select pub_num from journal_publications',
  );
  const listed = rows.map((r) => Number(r.pub_num));
  let listedGaps = Math.max(0, listed.length - n);
  for (let k = 1; k <= n; k++) if (!once(listed, k)) listedGaps++;
  const owner = new Map<string, string | null>();
  for (const e of events) {
    if (!e.streamId.startsWith('email-')) continue;
    const { userID } = e.data as { userID: string };
    if (e.type === 'EmailClaimed') owner.set(e.streamId, userID);
    else if (e.type === 'EmailReleased' && owner.get(e.streamId) === userID) owner.set(e.streamId, null);
  }
  const users = new Set(events.filter((e) => e.type === 'UserRegistered').map((e) => e.streamId));
  const claimed = [...owner.values()].filter((u): u is string => u !== null);
  return {
    numbers: n,
    numberGaps,
    listedGaps,
    claims: claimed.length,
    orphanClaims: claimed.filter((u) => !users.has(`user-${u}`)).length,
  };
};

/** Whether the rules hold: no gap in the numbers, none in the list, no orphan claim. */
export const invariantsHold = (i: Invariants): boolean =>
  i.numberGaps === 0 && i.listedGaps === 0 && i.orphanClaims === 0;
