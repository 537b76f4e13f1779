import { deliveryMigrations } from './delivery/schema.js';
import { mailQueueMigrations } from './mail/mail-queue.js';
import { personalKeyMigrations } from './personal-keys/schema.js';
import { eventStoreMigrations } from './event-store/schema.js';
import { projectionStateMigrations } from './projection-state/projection-state.js';
import { purgeExpiredSessions, sessionMigrations } from './sessions/session-store.js';
import { type Migration } from './sql/migrate.js';
import { type SqlClient } from './sql/sql-client.js';

/** The platform's tables (the events, projection checkpoints, delivery through Kafka, sessions, the personal-data keys) and the hourly purge of expired sessions. */
export const platformMaintenance = {
  migrations: [
    ...eventStoreMigrations,
    ...projectionStateMigrations,
    ...deliveryMigrations,
    ...sessionMigrations,
    ...personalKeyMigrations,
    ...mailQueueMigrations,
  ] as readonly Migration[],
  async purge(db: SqlClient, now: Date): Promise<void> {
    await purgeExpiredSessions(db, now);
  },
};
