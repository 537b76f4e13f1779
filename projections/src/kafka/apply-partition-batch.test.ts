import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  deliveryMigrations,
  migrate,
  openPglite,
  projectionStateMigrations,
  silentLogger,
  toMessage,
  type DeliveredBatch,
  type SqlClient,
  type StoredEvent,
} from '@academy/platform';
import { ensureActiveGeneration } from '../runner/generations.js';
import { applyPartitionBatch } from './apply-partition-batch.js';
import { countingProjection, countsOf, tick } from './testing/kafka-harness.js';

let position = 0;
const recorded = (streamId: string, version: number): StoredEvent => {
  position++;
  return {
    ...tick(version),
    streamId,
    version,
    position,
    recordedAt: '2025-01-01T00:00:00.000Z',
    checkpoint: { txId: 1, position },
  };
};
const batchOf = (events: StoredEvent[], firstOffset: number, partition = 0): DeliveredBatch => ({
  partition,
  messages: events.map((e, i) => ({ partition, offset: firstOffset + i, ...toMessage(e) })),
});

describe('applying one partition batch', () => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, [...projectionStateMigrations, ...deliveryMigrations]);
  });
  afterAll(async () => {
    await db.close();
  });
  const fresh = async () => {
    const projection = countingProjection(`p${randomUUID().slice(0, 8)}`);
    await ensureActiveGeneration(db, projection);
    return projection;
  };

  it('when the same offsets come again, then the offsets stored with the rows skip them (even without stream versions)', async () => {
    const projection = await fresh();
    const stream = `s-${randomUUID()}`;
    const batch = batchOf([recorded(stream, 1), recorded(stream, 2)], 0);
    expect(await applyPartitionBatch(db, projection, batch, silentLogger)).toBe(2);
    await db.query('delete from projection_stream_versions where name = $1', [projection.name]);
    expect(await applyPartitionBatch(db, projection, batch, silentLogger)).toBe(2);
    expect(await countsOf(db, projection, [stream])).toEqual({ [stream]: 2 });
  });

  it('when copies of applied events arrive at new offsets, then the stream versions make them no-ops and the offset moves on', async () => {
    const projection = await fresh();
    const stream = `s-${randomUUID()}`;
    const events = [recorded(stream, 1), recorded(stream, 2)];
    await applyPartitionBatch(db, projection, batchOf(events, 0), silentLogger);
    expect(
      await applyPartitionBatch(db, projection, batchOf([...events, recorded(stream, 3)], 2), silentLogger),
    ).toBe(5);
    expect(await countsOf(db, projection, [stream])).toEqual({ [stream]: 3 });
  });

  it('when a batch starts past the stored offset, then nothing is applied and it answers the stored offset to seek back to', async () => {
    const projection = await fresh();
    const stream = `s-${randomUUID()}`;
    await applyPartitionBatch(db, projection, batchOf([recorded(stream, 1)], 0), silentLogger);
    expect(await applyPartitionBatch(db, projection, batchOf([recorded(stream, 3)], 7), silentLogger)).toBe(
      1,
    );
    expect(await countsOf(db, projection, [stream])).toEqual({ [stream]: 1 });
  });

  it('when a message is not an event, then it is skipped and the offset still moves past it', async () => {
    const projection = await fresh();
    const batch: DeliveredBatch = {
      partition: 1,
      messages: [{ partition: 1, offset: 0, key: 'x', value: '{oops' }],
    };
    expect(await applyPartitionBatch(db, projection, batch, silentLogger)).toBe(1);
  });
});
