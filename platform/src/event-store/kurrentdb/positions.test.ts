import { describe, expect, it } from '@jest/globals';
import { START as KURRENT_START } from '@kurrent/kurrentdb-client';
import { compareCheckpoints, START } from '../port.js';
import { checkpointOf, eventPositionOf, passedTarget, readPositionOf } from './positions.js';

// Two appends as KurrentDB lays them out: the first of three events (commit 100 = the first prepare),
// the second of one event.
const appendA = [
  { commit: 100n, prepare: 100n },
  { commit: 100n, prepare: 180n },
  { commit: 100n, prepare: 260n },
];
const appendB = [{ commit: 340n, prepare: 340n }];

describe('KurrentDB positions', () => {
  it('when events are read from $all, then their positions (prepare) and checkpoints keep $all order', () => {
    const checkpoints = [...appendA, ...appendB].map(checkpointOf);
    expect(checkpoints.map(eventPositionOf)).toEqual([100, 180, 260, 340]);
    for (let i = 1; i < checkpoints.length; i++)
      expect(compareCheckpoints(checkpoints[i - 1]!, checkpoints[i]!)).toBeLessThan(0);
  });

  it('when a reader rests on the last event of a multi-event append, then it has passed that event and not the next', () => {
    const atLastOfA = checkpointOf(appendA[2]!);
    expect(compareCheckpoints(atLastOfA, passedTarget(260))).toBeGreaterThanOrEqual(0);
    expect(compareCheckpoints(checkpointOf(appendA[1]!), passedTarget(260))).toBeLessThan(0);
    expect(compareCheckpoints(atLastOfA, passedTarget(340))).toBeLessThan(0);
  });

  it('when a read resumes from a checkpoint, then it names exactly that record (commit and prepare)', () => {
    expect(readPositionOf(checkpointOf(appendA[1]!))).toEqual({ commit: 100n, prepare: 180n });
    expect(readPositionOf(START)).toBe(KURRENT_START);
  });

  it('when a position is past 2^53, then it is refused rather than rounded', () => {
    expect(() => checkpointOf({ commit: 2n ** 53n, prepare: 2n ** 53n })).toThrow(/JSON-safe/);
  });
});
