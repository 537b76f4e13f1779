import {
  allProjections,
  ProjectionRunner,
  projectionsMaintenance,
  withoutPostgresSearchTables,
  type AnyProjection,
} from '@academy/projections';
import { argon2idHasher, commandSideMaintenance, type PasswordHasher } from '@academy/command-service';
import { querySideMaintenance, SearchMisses } from '@academy/query-service';
import {
  createLogger,
  DeliveryHealth,
  mailerFor,
  MailTemplates,
  WriteSideAccess,
  type Mailer,
  migrate,
  openDatabase,
  platformMaintenance,
  randomIds,
  openEventStore,
  folderKekVault,
  memoryKekVault,
  type KekVault,
  sealStoredEvents,
  openPaymentProvider,
  type Config,
  type OpenedPaymentProvider,
  type StripeApiAddress,
  type SealingEventStore,
  type IdSource,
  type Logger,
  type SqlClient,
} from '@academy/platform';
import { openMeiliSearches, type JournalSearch, type RegistrySearch } from './search/meili-searches.js';
import { rebuildRequestMigrations } from './operations/console/rebuild-requests.js';

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
  /** How often the mail sender looks at its queue when nothing wakes it (tests shorten it). */
  mailPollMs?: number;
  projections?: readonly AnyProjection[];
  /** The batch size of rebuilds started from the operations console (tests make them take visible time); PROJECTION_BATCH_SIZE otherwise. */
  rebuildBatchSize?: number;
  /** Where the key-encryption keys are (tests inject faults); otherwise KEK_DIR (memory beside a PGlite handed in). */
  kekVault?: KekVault;
  /** Where the `stripe` client sends its calls (tests: a Stripe-shaped server on 127.0.0.1). */
  stripeApi?: StripeApiAddress;
}

/** The storage side of the product: database, event store, projections. No HTTP. */
export interface AcademyCore {
  config: Config;
  db: SqlClient;
  /** What runs where (the start-up line): the embedded PostgreSQL's pid, address and folder, or PGlite's folder. */
  storage: string;
  /** How other processes reach this database (HTTP workers); undefined on PGlite. Holds a password: never logged. */
  databaseUrl?: string;
  /** Personal parts sealed on append and opened on read; `store.raw` holds the ciphertext, `store.keys` the keys. */
  store: SealingEventStore;
  runner: ProjectionRunner;
  projections: readonly AnyProjection[];
  logger: Logger;
  clock: () => Date;
  ids: IdSource;
  passwords: PasswordHasher;
  mailer: Mailer;
  /** The mail templates, and the mail sender's wake-up (set once background work runs the sender). */
  mail: { templates: MailTemplates; pollMs?: number; wakeSender: () => void };
  /** Authorization from the write side: users' and the admins' folded streams, cached by version. */
  access: WriteSideAccess;
  /** The built-in test checkout, or Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. */
  payments: OpenedPaymentProvider;
  /** The Registry's search on Meilisearch when MEILI_URL is set; otherwise PostgreSQL (undefined). */
  search?: RegistrySearch;
  /** The Journal's search on Meilisearch when MEILI_URL is set; otherwise PostgreSQL (undefined). */
  journalSearch?: JournalSearch;
  /** Whether the relay and the consumer groups reach Kafka (empty when this process runs none). */
  delivery: DeliveryHealth;
  /** The Registry searches that found nobody, counted in memory and written every few seconds and on close. */
  searchMisses: SearchMisses;
  close(): Promise<void>;
}

/** Every package's tables, each from its maintenance entry. */
export const allMigrations = [
  ...projectionsMaintenance.migrations,
  ...platformMaintenance.migrations,
  ...commandSideMaintenance.migrations,
  ...querySideMaintenance.migrations,
  ...rebuildRequestMigrations,
];

/** Migrations, then the event store over `db`; `ownsStore`: the embedded store, this process's alone. */
const migrateAndOpenStore = async (
  db: SqlClient,
  options: AcademyOptions,
  logger: Logger,
  ownsStore: boolean,
) => {
  const { config } = options;
  await migrate(db, allMigrations);
  // Every claim still running in this process's own store was a dead process's.
  if (ownsStore && !config.DATABASE_URL) {
    const released = await commandSideMaintenance.releaseClaimsOfEndedProcesses(db);
    if (released > 0) logger.warn('idempotency: claims of an ended process released', { claims: released });
  }
  // The key-encryption keys: in KEK_DIR (default DATA_DIR/keys), outside the database; in memory
  // beside a PGlite the caller opened (tests: a database in memory, gone with the process).
  const vault =
    options.kekVault ?? (options.db?.kind === 'pglite' ? memoryKekVault() : folderKekVault(config.kekDir));
  const store = await openEventStore(config, db, vault);
  // Events recorded before sealing: their personal parts sealed in place, once (seal-stored.ts).
  if (!config.KURRENTDB_URL) {
    const sealed = await sealStoredEvents(db, store);
    if (sealed > 0) logger.info('personal parts sealed in events recorded before', { events: sealed });
  }
  return store;
};

/** Opens the data, applies migrations and readies (but does not start) the projections. */
export const openCore = async (options: AcademyOptions): Promise<AcademyCore> => {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const opened = options.db
    ? { db: options.db, description: 'a database the caller opened' }
    : await openDatabase(config, (message) => logger.warn(message));
  const { db } = opened;
  // A database opened here is closed (the embedded PostgreSQL stopped) when opening fails after it.
  const store = await migrateAndOpenStore(db, options, logger, !options.db).catch(async (error: unknown) => {
    if (!options.db) await db.close();
    throw error;
  });
  const meili = await openMeiliSearches(config);
  const search = meili?.registry;
  const journalSearch = meili?.journal;
  // With MEILI_URL the PostgreSQL search tables are neither written nor kept (a rebuild drops them).
  const projections = meili
    ? [
        ...withoutPostgresSearchTables(options.projections ?? allProjections),
        meili.registry.projection,
        meili.journal.projection,
      ]
    : [...(options.projections ?? allProjections)];
  const runner = new ProjectionRunner(db, store, projections, {
    batchSize: config.PROJECTION_BATCH_SIZE,
    logger,
  });
  const clock = options.clock ?? (() => new Date());
  const searchMisses = new SearchMisses(db, { clock, logger });
  return {
    config,
    db,
    storage: opened.description,
    ...('url' in opened && opened.url ? { databaseUrl: opened.url } : {}),
    store,
    runner,
    projections,
    logger,
    clock,
    ids: options.ids ?? randomIds,
    passwords: options.passwords ?? argon2idHasher(),
    mailer: options.mailer ?? mailerFor(config, logger),
    mail: {
      templates: new MailTemplates(config.MAIL_TEMPLATES_DIR),
      ...(options.mailPollMs === undefined ? {} : { pollMs: options.mailPollMs }),
      wakeSender: () => undefined,
    },
    ...(search ? { search } : {}),
    ...(journalSearch ? { journalSearch } : {}),
    delivery: new DeliveryHealth(),
    searchMisses,
    access: new WriteSideAccess(store, { catalogue: config.tiers, clock }),
    payments: openPaymentProvider(config, {
      now: clock,
      ...(options.stripeApi ? { stripeApi: options.stripeApi } : {}),
    }),
    async close() {
      await searchMisses.stop();
      await runner.stop();
      await store.close();
      if (!options.db) await db.close();
    },
  };
};
