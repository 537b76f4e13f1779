import { allProjections, ProjectionRunner, type Projection } from '@academy/projections';
import {
  accountMigrations,
  argon2idHasher,
  idempotencyMigrations,
  type PasswordHasher,
} from '@academy/command-service';
import {
  createLogger,
  mailerFor,
  sessionMigrations,
  WriteSideAccess,
  type Mailer,
  eventStoreMigrations,
  migrate,
  openDatabase,
  projectionStateMigrations,
  randomIds,
  openEventStore,
  deliveryMigrations,
  type Config,
  type EventStore,
  type IdSource,
  type Logger,
  type SqlClient,
} from '@academy/platform';

export interface AcademyOptions {
  config: Config;
  /** An open database (tests); otherwise opened from the configuration. */
  db?: SqlClient;
  logger?: Logger;
  clock?: () => Date;
  ids?: IdSource;
  passwords?: PasswordHasher;
  /** Where mail goes (tests capture it); otherwise SMTP_URL or DATA_DIR/outbox. */
  mailer?: Mailer;
  projections?: readonly Projection[];
}

/** The storage side of the product: database, event store, projections. No HTTP. */
export interface AcademyCore {
  config: Config;
  db: SqlClient;
  store: EventStore;
  runner: ProjectionRunner;
  projections: readonly Projection[];
  logger: Logger;
  clock: () => Date;
  ids: IdSource;
  passwords: PasswordHasher;
  mailer: Mailer;
  /** Authorization from the write side: users' and the admins' folded streams, cached by version. */
  access: WriteSideAccess;
  close(): Promise<void>;
}

const extensions = [{ id: 'extensions-1', sql: 'create extension if not exists pg_trgm' }];

export const allMigrations = [
  ...extensions,
  ...eventStoreMigrations,
  ...projectionStateMigrations,
  ...deliveryMigrations,
  ...idempotencyMigrations,
  ...sessionMigrations,
  ...accountMigrations,
];

/** Opens the data, applies migrations and readies (but does not start) the projections. */
export const openCore = async (options: AcademyOptions): Promise<AcademyCore> => {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const db = options.db ?? (await openDatabase(config));
  await migrate(db, allMigrations);
  const store = openEventStore(config, db);
  const projections = options.projections ?? allProjections;
  const runner = new ProjectionRunner(db, store, projections, {
    batchSize: config.PROJECTION_BATCH_SIZE,
    logger,
  });
  return {
    config,
    db,
    store,
    runner,
    projections,
    logger,
    clock: options.clock ?? (() => new Date()),
    ids: options.ids ?? randomIds,
    passwords: options.passwords ?? argon2idHasher(),
    mailer: options.mailer ?? mailerFor(config, logger),
    access: new WriteSideAccess(store),
    async close() {
      await runner.stop();
      await store.close();
      if (!options.db) await db.close();
    },
  };
};
