import { type Config } from '../config/config.js';
import { type SqlClient } from '../sql/sql-client.js';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store.js';
import { eventsAppendedTotal } from '../observability/metrics.js';
import { type EventStore } from './port.js';
import { SqlEventStore } from './sql-event-store.js';

/** The event store the configuration names: KurrentDB when `KURRENTDB_URL` is set, else the SQL database. */
export const openEventStore = (config: Pick<Config, 'KURRENTDB_URL'>, db: SqlClient): EventStore =>
  countingAppends(
    config.KURRENTDB_URL
      ? KurrentDbEventStore.fromConnectionString(config.KURRENTDB_URL)
      : new SqlEventStore(db),
  );

/** Counts every appended event by type (`academy_events_appended_total`). */
export const countingAppends = <S extends EventStore>(store: S): S => {
  const append = store.append.bind(store);
  store.append = async (streamId, events, options) => {
    const result = await append(streamId, events, options);
    for (const event of events) eventsAppendedTotal.inc({ type: event.type });
    return result;
  };
  return store;
};
