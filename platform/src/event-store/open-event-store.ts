import { type Config } from '../config/config.js';
import { type SqlClient } from '../sql/sql-client.js';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store.js';
import { type EventStore } from './port.js';
import { SqlEventStore } from './sql-event-store.js';

/** The event store the configuration names: KurrentDB when `KURRENTDB_URL` is set, else the SQL database. */
export const openEventStore = (config: Pick<Config, 'KURRENTDB_URL'>, db: SqlClient): EventStore =>
  config.KURRENTDB_URL
    ? KurrentDbEventStore.fromConnectionString(config.KURRENTDB_URL)
    : new SqlEventStore(db);
