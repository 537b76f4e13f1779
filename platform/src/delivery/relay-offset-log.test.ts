import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { migrate } from '../sql/migrate.js';
import { openPglite } from '../sql/pglite-client.js';
import { type SqlClient } from '../sql/sql-client.js';
import { projectionStateMigrations } from '../projection-state/projection-state.js';
import { readKafkaLag } from './kafka-lag.js';
import { offsetsAfterCheckpoint, purgeRelayOffsetLog, saveRelayProgress } from './relay-state.js';
import { deliveryMigrations } from './schema.js';

describe('purging the relay offset log', () => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, [...projectionStateMigrations, ...deliveryMigrations]);
  });
  afterAll(async () => {
    await db.close();
  });

  it('when the rows are past the retention, then only those a reader needs stay and what they answer is unchanged', async () => {
    // 50 relayed batches over 3 partitions; a rebuilt generation starts after the 20th.
    for (let i = 1; i <= 50; i++)
      await saveRelayProgress(db, { txId: i === 1 ? 0 : 1, position: i - 1 }, { txId: 1, position: i }, [
        { partition: i % 3, nextOffset: i },
      ]);
    await db.query(
      `insert into projection_checkpoints (name, generation, code_version, active, tx_id, position)
       values ('rebuilt', 2, 1, true, 1, 20)`,
    );
    const before = {
      rebuilt: await offsetsAfterCheckpoint(db, { txId: 1, position: 20 }),
      lag: (await readKafkaLag(db, ['rebuilt'])).get('rebuilt')!.messages,
    };
    const purged = await purgeRelayOffsetLog(db, new Date(Date.now() + 60_000));
    const { rows } = await db.query<{ n: string }>('select count(*) as n from relay_offset_log');
    expect(purged).toBeGreaterThan(40);
    expect(Number(rows[0]!.n)).toBe(50 - purged);
    expect(await offsetsAfterCheckpoint(db, { txId: 1, position: 20 })).toEqual(before.rebuilt);
    expect((await readKafkaLag(db, ['rebuilt'])).get('rebuilt')!.messages).toBe(before.lag);
    expect(before.lag).toBe(90);
  });

  it('when the rows are within the retention, then none goes', async () => {
    expect(await purgeRelayOffsetLog(db, new Date(Date.now() - 3_600_000))).toBe(0);
  });
});
