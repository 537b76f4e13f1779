import { randomUUID } from 'node:crypto';
import { type SpecWorld } from './http-spec.js';
import { type SpecAnswer } from './spec-client.js';

/**
 * Leaves every Idempotency-Key claim as a process SIGKILLed before it kept its answer leaves it:
 * no answer, an owner no process runs as, a heartbeat an hour old (stale under any limit).
 */
export const leaveClaimsAsKilled = async (world: SpecWorld): Promise<void> => {
  await world.deps.db.query(
    `update idempotency_keys
        set status = null, body = null, owner = 'killed', heartbeat_at = now() - interval '1 hour'`,
  );
};

const eventCount = async (world: SpecWorld): Promise<number> =>
  Number(
    (await world.deps.db.query<{ n: string | number }>('select count(*) as n from events')).rows[0]?.n ?? 0,
  );

/** A command answered, then sent again after its process "died" before keeping the answer. */
export interface RetriedAfterKill<T> {
  first: SpecAnswer<T>;
  retry: SpecAnswer<T>;
  /** Events the retry appended. */
  appendedByRetry: number;
}

/**
 * Sends a command with an Idempotency-Key (its events are committed), leaves its claim as a
 * killed process would, and sends it again with the same key: the retry takes the claim over.
 */
export const retryAfterKill = async <T>(
  world: SpecWorld,
  send: (headers: Record<string, string>) => Promise<SpecAnswer<T>>,
): Promise<RetriedAfterKill<T>> => {
  const headers = { 'Idempotency-Key': randomUUID() };
  const first = await send(headers);
  const before = await eventCount(world);
  await leaveClaimsAsKilled(world);
  const retry = await send(headers);
  return { first, retry, appendedByRetry: (await eventCount(world)) - before };
};
