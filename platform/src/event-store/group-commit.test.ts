import { describe, expect, it } from '@jest/globals';
import { type SqlClient, type SqlResult } from '../sql/sql-client.js';
import { GroupCommit } from './group-commit.js';
import { type EventToAppend } from './port.js';

/** A statement the fake server holds until the test lets it finish. */
interface Held {
  appends: number;
  finish(): void;
}

/** A server that answers every append statement as written, each when the test says so. */
const heldServer = () => {
  const held: Held[] = [];
  let position = 0;
  const query = <R>(text: string, params: readonly unknown[] = []): Promise<SqlResult<R>> => {
    const rows = text.includes('jsonb_to_recordset')
      ? (JSON.parse(params[0] as string) as { s: string; n: number }[]).map((r) => ({
          stream_id: r.s,
          version: r.n,
          position: ++position,
        }))
      : [{ stream_id: params[0], version: 1, position: ++position }];
    return new Promise((resolve) =>
      held.push({
        appends: new Set(rows.map((r) => r.stream_id)).size,
        finish: () => resolve({ rows: rows as R[], rowCount: rows.length }),
      }),
    );
  };
  const db = { kind: 'postgres', query } as unknown as SqlClient;
  return { db, held };
};

const event = (i: number): EventToAppend => ({
  eventId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: 'Tick',
  data: {},
  metadata: { actor: null, correlationId: 'c', causationId: null, timestamp: '2025-01-01T00:00:00.000Z' },
});

/** Lets every promise callback queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit with two statements at once', () => {
  it('when appends keep arriving while two statements run, then each statement takes its share of those waiting or running, and none starts short of its share beside one running', async () => {
    const { db, held } = heldServer();
    const group = new GroupCommit(db, { maxInFlight: 2, maxEvents: 2000 });
    const append = (i: number) =>
      group.append([{ streamId: `s-${i}`, events: [event(i)], expectedVersion: 'no-stream' }]);

    // Alone, an append goes at once: the first two run side by side.
    const answers = [append(0), append(1)];
    for (let i = 2; i < 18; i++) answers.push(append(i));
    await settle();
    expect(held.map((h) => h.appends)).toEqual([1, 1]);

    // 16 wait and one append still runs: the next statement takes its share, 9 of 17.
    held[0]!.finish();
    await settle();
    expect(held.map((h) => h.appends)).toEqual([1, 1, 9]);

    // 7 wait beside the 9 running: fewer than their share (8), so they wait for it.
    held[1]!.finish();
    await settle();
    expect(held.map((h) => h.appends)).toEqual([1, 1, 9]);

    // Nothing runs: the 7 go at once, shared between both statements.
    held[2]!.finish();
    await settle();
    expect(held.map((h) => h.appends)).toEqual([1, 1, 9, 4, 3]);
    held[3]!.finish();
    held[4]!.finish();

    const results = await Promise.all(answers);
    expect(results.map((r) => r.streams[0]!.streamId)).toEqual(answers.map((_, i) => `s-${i}`));
    expect(new Set(results.map((r) => r.position)).size).toBe(18);
  });

  it('when a statement is held while one runs, then an append waiting on its stream goes in the next one, not beside it', async () => {
    const { db, held } = heldServer();
    const group = new GroupCommit(db, { maxInFlight: 2, maxEvents: 2000 });
    const first = group.append([{ streamId: 's', events: [event(1)], expectedVersion: 'no-stream' }]);
    const second = group.append([{ streamId: 's', events: [event(2)], expectedVersion: 1 }]);
    await settle();
    expect(held.map((h) => h.appends)).toEqual([1]);
    held[0]!.finish();
    await first;
    await settle();
    expect(held.map((h) => h.appends)).toEqual([1, 1]);
    held[1]!.finish();
    await expect(second).resolves.toMatchObject({ streams: [{ streamId: 's' }] });
  });
});
