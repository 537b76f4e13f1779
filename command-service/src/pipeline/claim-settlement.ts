import { type SqlClient } from '@academy/platform';
import { type ClaimLeases, type HeldClaim } from './claim-leases.js';

/** A command's answer as a repeat of its key is answered. */
export interface KeptAnswer {
  status: number;
  body: unknown;
}

/** How long a write about a key is tried again while the database is out of reach. */
const SETTLE_FOR_MS = 120_000;

/**
 * Runs `write` until it succeeds, trying again with a growing pause for up to two minutes: when the
 * database is out of reach as the answer goes out, the key must still be let go of (or its answer
 * kept) once it is back, or every retry with the key would wait for a first attempt long over.
 */
const settle = (
  write: () => Promise<unknown>,
  done: () => void,
  pauseMs = 250,
  deadline = Date.now() + SETTLE_FOR_MS,
): Promise<void> =>
  write().then(done, () => {
    if (Date.now() > deadline) return done();
    const next = Math.min(5_000, pauseMs * 2);
    setTimeout(() => void settle(write, done, next, deadline), pauseMs).unref();
  });

/**
 * Keeps a 2xx answer before it is sent; lets go of the key for any other answer. Only while the
 * claim is still this process's (a process too slow to beat may have been taken over); the
 * heartbeat stops once the answer is settled. A 2xx answer that cannot be kept (the database
 * refuses or is out of reach) releases the key at once instead: it is made stale, so the next
 * retry takes it over and is answered from the events this attempt wrote (a takeover), never
 * left waiting for "still running". Letting go after another answer is tried again meanwhile.
 * The answer waits for the first try only; a second settlement of the same claim does nothing.
 */
export const settlement = (
  db: SqlClient,
  leases: ClaimLeases,
  held: HeldClaim,
): ((answer: KeptAnswer | 'let-go') => Promise<void>) => {
  const { scope, key } = held;
  let settled = false;
  return async (answer) => {
    if (settled) return;
    settled = true;
    const ok = answer !== 'let-go' && answer.status >= 200 && answer.status < 300;
    const keep = () =>
      answer === 'let-go'
        ? Promise.resolve()
        : db.query(
            `update idempotency_keys set status = $4, body = $5::jsonb
              where scope = $1 and key = $2 and owner = $3`,
            [scope, key, leases.owner, answer.status, JSON.stringify(answer.body ?? null)],
          );
    const letGo = () =>
      db.query('delete from idempotency_keys where scope = $1 and key = $2 and owner = $3', [
        scope,
        key,
        leases.owner,
      ]);
    const release = () =>
      db.query(
        `update idempotency_keys set heartbeat_at = '-infinity'
          where scope = $1 and key = $2 and owner = $3 and status is null`,
        [scope, key, leases.owner],
      );
    const done = () => leases.release(held);
    try {
      await (ok ? keep : letGo)();
      done();
    } catch {
      if (ok) {
        // No heartbeat from here: even when this write fails too, the claim is stale in 15 s.
        done();
        void release().catch(() => undefined);
      } else setTimeout(() => void settle(letGo, done), 250).unref();
    }
  };
};
