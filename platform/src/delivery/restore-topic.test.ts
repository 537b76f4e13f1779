import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { START } from '../event-store/port.js';
import { migrate } from '../sql/migrate.js';
import { openPglite } from '../sql/pglite-client.js';
import { type SqlClient } from '../sql/sql-client.js';
import { projectionStateMigrations } from '../projection-state/projection-state.js';
import { type TopicAdmin, type TopicState } from './port.js';
import { readRelayCheckpoint, saveRelayProgress } from './relay-state.js';
import { restoreTopic } from './restore-topic.js';
import { deliveryMigrations } from './schema.js';

/** A broker's topic as the operator's command sees it; `made` counts the topics it made. */
const topicAdmin = (state: TopicState | undefined) => {
  const admin = {
    made: [] as number[],
    topicState: () => Promise.resolve(state),
    ensureTopic: (partitions: number) => {
      admin.made.push(partitions);
      return Promise.resolve();
    },
  };
  return admin satisfies TopicAdmin;
};

describe('restoring the events topic (npm run restore-topic)', () => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, [...projectionStateMigrations, ...deliveryMigrations]);
  });
  beforeEach(async () => {
    await db.exec('truncate relay_checkpoints, relay_offset_log, projection_partition_offsets');
    // The relay produced two batches: partition 0 up to offset 7, partition 1 up to 4.
    await saveRelayProgress(db, START, { txId: 1, position: 5 }, [{ partition: 0, nextOffset: 5 }]);
    await saveRelayProgress(db, { txId: 1, position: 5 }, { txId: 1, position: 11 }, [
      { partition: 0, nextOffset: 7 },
      { partition: 1, nextOffset: 4 },
    ]);
    await db.query(
      `insert into projection_partition_offsets (name, generation, partition, next_offset)
       values ('profiles', 1, 0, 7), ('profiles', 1, 1, 4)`,
    );
  });
  afterAll(async () => {
    await db.close();
  });

  const unchanged = async () => {
    expect(await readRelayCheckpoint(db)).toEqual({ txId: 1, position: 11 });
    const { rows } = await db.query('select 1 from projection_partition_offsets');
    expect(rows).toHaveLength(2);
  };

  it('when the topic is gone, then it is made with the partitions and the relay and the workers start again from the beginning', async () => {
    const admin = topicAdmin(undefined);
    const restored = await restoreTopic(db, admin, 12);
    expect(restored).toEqual({ created: true, relayWasAt: { txId: 1, position: 11 }, offsetsForgotten: 2 });
    expect(admin.made).toEqual([12]);
    expect(await readRelayCheckpoint(db)).toEqual(START);
    expect((await db.query('select 1 from relay_offset_log')).rows).toEqual([]);
    expect((await db.query('select 1 from projection_partition_offsets')).rows).toEqual([]);
  });

  it('when someone made the topic again, empty, then it is kept and the relay starts again from the beginning', async () => {
    const admin = topicAdmin({ partitions: 12, ends: new Map([[0, 2]]) });
    expect((await restoreTopic(db, admin, 12)).created).toBe(false);
    expect(admin.made).toEqual([]);
    expect(await readRelayCheckpoint(db)).toEqual(START);
  });

  it('when the topic has other partitions than KAFKA_PARTITIONS, then it refuses and changes nothing', async () => {
    await expect(restoreTopic(db, topicAdmin({ partitions: 3, ends: new Map() }), 12)).rejects.toThrow(
      'The topic has 3 partitions and KAFKA_PARTITIONS is 12',
    );
    await unchanged();
  });

  it('when the topic holds every message the relay logged, then it refuses and changes nothing', async () => {
    const intact = {
      partitions: 12,
      ends: new Map([
        [0, 9],
        [1, 4],
      ]),
    };
    await expect(restoreTopic(db, topicAdmin(intact), 12)).rejects.toThrow('nothing to restore');
    await unchanged();
  });
});
