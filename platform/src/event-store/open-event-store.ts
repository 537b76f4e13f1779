import { type Config } from '../config/config.js';
import { type SqlClient } from '../sql/sql-client.js';
import type { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store.js';
import { eventsAppendedTotal } from '../observability/metrics.js';
import { type EventStore } from './port.js';
import { SqlEventStore } from './sql-event-store.js';
import { SealingEventStore } from '../personal-keys/sealing-event-store.js';
import { SqlKeyStore } from '../personal-keys/sql-key-store.js';
import { type KekVault } from '../personal-keys/kek-vault.js';

/**
 * The store on KurrentDB at `url`. Its client (gRPC: about 30 MB once loaded) is loaded only when
 * KurrentDB is the store.
 */
export const openKurrentDbEventStore = async (url: string): Promise<KurrentDbEventStore> =>
  (await import('./kurrentdb/kurrentdb-event-store.js')).KurrentDbEventStore.fromConnectionString(url);

/**
 * The event store the configuration names: KurrentDB when `KURRENTDB_URL` is set, else the SQL
 * database; personal parts sealed under keys kept in `db` (`personal_keys`), wrapped under a
 * key-encryption key in `vault` (the folder `KEK_DIR`), which is made or checked here.
 */
export const openEventStore = async (
  config: Pick<Config, 'KURRENTDB_URL'>,
  db: SqlClient,
  vault: KekVault,
): Promise<SealingEventStore> => {
  const keys = new SqlKeyStore(db, vault);
  await keys.prepare();
  return countingAppends(
    new SealingEventStore(
      config.KURRENTDB_URL ? await openKurrentDbEventStore(config.KURRENTDB_URL) : new SqlEventStore(db),
      keys,
    ),
  );
};

/** Counts every appended event by type (`academy_events_appended_total`). */
export const countingAppends = <S extends EventStore>(store: S): S => {
  const append = store.append.bind(store);
  store.append = async (streamId, events, options) => {
    const result = await append(streamId, events, options);
    for (const event of events) eventsAppendedTotal.inc({ type: event.type });
    return result;
  };
  const appendMany = store.appendMany.bind(store);
  store.appendMany = async (streams) => {
    const result = await appendMany(streams);
    for (const { events } of streams)
      for (const event of events) eventsAppendedTotal.inc({ type: event.type });
    return result;
  };
  return store;
};
