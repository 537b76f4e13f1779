import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ConcurrencyError } from '@academy/platform';
import { openTestStore, type Adapter, type StoreUnderTest } from '../support/stores.js';
import { newEvent } from './contract.js';

const groupCommitCases = (adapter: Adapter) => {
  let t: StoreUnderTest;
  beforeAll(async () => {
    t = await openTestStore(adapter);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const txOf = async (streamIds: string[]) => {
    const { rows } = await t.db.query<{ tx: string }>(
      'select distinct transaction_id::text as tx from events where stream_id = any($1)',
      [streamIds],
    );
    return rows.map((r) => r.tx);
  };

  it('when 16 appends arrive at once, then they commit in fewer transactions, each with its own version and position', async () => {
    const streams = Array.from({ length: 16 }, () => `group-${randomUUID()}`);
    const results = await Promise.all(
      streams.map((s) => t.store.append(s, [newEvent('A'), newEvent('B')], { expectedVersion: 'no-stream' })),
    );
    expect(results.map((r) => r.nextVersion)).toEqual(streams.map(() => 2));
    expect(new Set(results.map((r) => r.position)).size).toBe(16);
    for (const [i, s] of streams.entries()) {
      const read = await t.store.readStream(s);
      expect(read.map((e) => e.version)).toEqual([1, 2]);
      expect(read[1]!.position).toBe(results[i]!.position);
    }
    expect((await txOf(streams)).length).toBeLessThan(16);
  });

  it('when one append of a group expects a stale version, then it alone fails with a concurrency error and the others are written', async () => {
    const stale = `group-${randomUUID()}`;
    await t.store.append(stale, [newEvent('A')], { expectedVersion: 'no-stream' });
    await t.store.append(stale, [newEvent('B')], { expectedVersion: 1 });
    const others = Array.from({ length: 6 }, () => `group-${randomUUID()}`);
    const outcomes = await Promise.allSettled([
      ...others.slice(0, 3).map((s) => t.store.append(s, [newEvent('A')], { expectedVersion: 'no-stream' })),
      t.store.append(stale, [newEvent('C')], { expectedVersion: 1 }),
      ...others.slice(3).map((s) => t.store.append(s, [newEvent('A')], { expectedVersion: 'no-stream' })),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect((outcomes[3] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    expect((await t.store.readStream(stale)).map((e) => e.type)).toEqual(['A', 'B']);
    for (const s of others) expect(await t.store.streamVersion(s)).toBe(1);
  });

  it('when a retried append is gathered with new ones, then it answers its first result, writes nothing twice, and the others are written', async () => {
    const retried = `group-${randomUUID()}`;
    const events = [newEvent('A'), newEvent('B')];
    const first = await t.store.append(retried, events, { expectedVersion: 'no-stream' });
    const others = Array.from({ length: 5 }, () => `group-${randomUUID()}`);
    const [again, ...rest] = await Promise.all([
      t.store.append(retried, events, { expectedVersion: 'no-stream' }),
      ...others.map((s) => t.store.append(s, [newEvent('A')], { expectedVersion: 'no-stream' })),
    ]);
    expect(again).toEqual(first);
    expect(await t.store.streamVersion(retried)).toBe(2);
    expect(rest.map((r) => r.nextVersion)).toEqual(others.map(() => 1));
  });

  it('when two appends to one stream arrive together, then the second sees the first: the right expected version wins, the stale one fails', async () => {
    const stream = `group-${randomUUID()}`;
    const [a, b, c] = await Promise.allSettled([
      t.store.append(stream, [newEvent('A')], { expectedVersion: 'no-stream' }),
      t.store.append(stream, [newEvent('B')], { expectedVersion: 1 }),
      t.store.append(stream, [newEvent('C')], { expectedVersion: 1 }),
    ]);
    expect([a.status, b.status, c.status]).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((await t.store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B']);
  });

  it('when appends with `any` to one stream arrive together with others, then each numbers on and none is lost', async () => {
    const stream = `group-${randomUUID()}`;
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => t.store.append(stream, [newEvent('A')], { expectedVersion: 'any' })),
      t.store.append(`group-${randomUUID()}`, [newEvent('X')], { expectedVersion: 'no-stream' }),
    ]);
    expect(
      results
        .slice(0, 4)
        .map((r) => r.nextVersion)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    expect((await t.store.readStream(stream)).map((e) => e.version)).toEqual([1, 2, 3, 4]);
  });
};

describe('group commit on PGlite', () => groupCommitCases('pglite'));
(process.env.DATABASE_URL ? describe : describe.skip)(
  'group commit on a PostgreSQL server (DATABASE_URL)',
  () => groupCommitCases('postgres'),
);
