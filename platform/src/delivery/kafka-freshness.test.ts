import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { START } from '../event-store/port.js';
import { projectionStateMigrations } from '../projection-state/projection-state.js';
import { migrate } from '../sql/migrate.js';
import { openPglite } from '../sql/pglite-client.js';
import { type SqlClient } from '../sql/sql-client.js';
import { kafkaProjectionsPassed, waitForKafkaProjections } from './kafka-freshness.js';
import { saveRelayProgress } from './relay-state.js';
import { deliveryMigrations } from './schema.js';

// Store checkpoints on one transaction (txId 1) at positions 10, 20, 30: three relayed batches.
const at = (position: number) => ({ txId: 1, position });

describe('read-your-writes through Kafka', () => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, [...projectionStateMigrations, ...deliveryMigrations]);
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.exec(`delete from relay_checkpoints; delete from relay_offset_log; delete from projection_checkpoints;
      delete from projection_partition_offsets; delete from projection_stream_versions;
      insert into projection_checkpoints (name, generation, code_version, active) values ('registry', 1, 1, true)`);
    // Batch to 10: partitions 0 and 1; batch to 20: partition 1 only; batch to 30: partitions 0 and 2.
    await saveRelayProgress(db, START, at(10), [
      { partition: 0, nextOffset: 4 },
      { partition: 1, nextOffset: 2 },
    ]);
    await saveRelayProgress(db, at(10), at(20), [{ partition: 1, nextOffset: 5 }]);
    await saveRelayProgress(db, at(20), at(30), [
      { partition: 0, nextOffset: 9 },
      { partition: 2, nextOffset: 3 },
    ]);
  });
  const stored = (offsets: Record<number, number>) =>
    Promise.all(
      Object.entries(offsets).map(([partition, next]) =>
        db.query(
          `insert into projection_partition_offsets (name, generation, partition, next_offset) values ('registry', 1, $1, $2)
           on conflict (name, generation, partition) do update set next_offset = excluded.next_offset`,
          [Number(partition), next],
        ),
      ),
    );
  const passed = (position: number, stream?: { streamId: string; version: number }) =>
    kafkaProjectionsPassed(db, ['registry'], { checkpoint: at(position), ...stream });

  it('when every partition has reached what covers the position, then it has passed, though the partitions stand at different places', async () => {
    await stored({ 0: 4, 1: 5 }); // partition 2 never saw an event up to 20
    expect(await passed(15)).toBe(true);
    expect(await passed(20)).toBe(true);
  });

  it('when one partition is behind what covers the position, then it has not passed', async () => {
    await stored({ 0: 4, 1: 4 });
    expect(await passed(15)).toBe(false);
    await stored({ 0: 8, 1: 5, 2: 3 });
    expect(await passed(25)).toBe(false); // partition 0 must reach 9
  });

  it('when the relay has not produced the position yet, then it has not passed', async () => {
    await stored({ 0: 9, 1: 5, 2: 3 });
    expect(await passed(30)).toBe(true);
    expect(await passed(31)).toBe(false);
  });

  it('when the active generation was rebuilt from the store past the position, then it has passed without any offset', async () => {
    await db.query(`update projection_checkpoints set tx_id = 1, position = 25 where name = 'registry'`);
    expect(await passed(25)).toBe(true);
    expect(await passed(26)).toBe(false);
  });

  it('when the projection applied the version the command wrote to its stream, then that stream is fresh though other partitions lag', async () => {
    await db.query(
      `insert into projection_stream_versions (name, generation, stream_id, version) values ('registry', 1, 'user-1', 3)`,
    );
    expect(await passed(30, { streamId: 'user-1', version: 3 })).toBe(true);
    expect(await passed(30, { streamId: 'user-1', version: 4 })).toBe(false);
  });

  it('when waiting for a position nobody reaches, then it answers stale (false) after the timeout; START has always passed', async () => {
    const started = Date.now();
    expect(await waitForKafkaProjections(db, ['registry'], { checkpoint: at(30) }, 150)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(await waitForKafkaProjections(db, ['registry'], { checkpoint: START }, 150)).toBe(true);
  });
});
