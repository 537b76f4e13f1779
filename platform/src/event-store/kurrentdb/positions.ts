import { START as KURRENT_START, type Position } from '@kurrent/kurrentdb-client';
import { compareCheckpoints, START, type Checkpoint } from '../port.js';

/**
 * KurrentDB places each event in `$all` at a log position `{ commit, prepare }` (byte offsets in
 * the transaction file, as bigints). Appends over gRPC never interleave in the log, so the order
 * of `$all` (commit, then prepare) is the order of `prepare` alone: prepare is the event's
 * position, unique and increasing. The checkpoint carries both numbers:
 *   `txId` = prepare: the major key, the one every comparison turns on;
 *   `position` = commit: kept only so that a read can resume at exactly that record.
 * Both stay JSON-safe integers (a log would need 8 PiB to pass 2^53 bytes).
 */
export const toNumber = (value: bigint, what: string): number => {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(`KurrentDB ${what} ${value} is not a JSON-safe integer`);
  return n;
};

export const checkpointOf = (position: Position): Checkpoint => ({
  txId: toNumber(position.prepare, 'prepare position'),
  position: toNumber(position.commit, 'commit position'),
});

/** The position the API hands out for an event: its prepare position. */
export const eventPositionOf = (checkpoint: Checkpoint): number => checkpoint.txId;

/** Where a `$all` read resumes: exactly the record of the checkpoint (START before any). */
export const readPositionOf = (checkpoint: Checkpoint): Position | typeof KURRENT_START =>
  compareCheckpoints(checkpoint, START) <= 0
    ? KURRENT_START
    : { commit: BigInt(checkpoint.position), prepare: BigInt(checkpoint.txId) };

/**
 * The checkpoint that counts as "passed event P": every checkpoint whose prepare is at or past P
 * compares at or above `{ txId: P, position: 0 }`, whatever its commit.
 */
export const passedTarget = (position: number): Checkpoint => ({ txId: position, position: 0 });
