import { outboxDir, purgeOutbox, type Config, type Migration, type SqlClient } from '@academy/platform';
import {
  idempotencyMigrations,
  purgeExpiredIdempotencyKeys,
  releaseClaimsOfEndedProcesses,
} from './pipeline/idempotency-keys.js';
import { purgeOldAttempts, rateLimitMigrations, rateLimitsOf } from './pipeline/rate-limit.js';
import { emailChangeMigrations, purgeOldEmailChangeTokens } from './user/change-email/email-change-tokens.js';
import { emailUndoMigrations, purgeOldUndoTokens } from './user/change-email/email-undo-tokens.js';
import { passwordResetMigrations, purgeOldResetTokens } from './user/reset-tokens.js';
import { mailCheckpointMigrations } from './mail/mail-checkpoint.js';
import { purgeExpiredFlows, signInFlowMigrations } from './user/sign-in-flows.js';

/**
 * The command side's operational tables (never projections, never replayed): their migrations,
 * and the hourly purge of what has expired. The app applies and runs them without knowing them.
 */
export const commandSideMaintenance = {
  migrations: [
    ...idempotencyMigrations,
    ...rateLimitMigrations,
    ...passwordResetMigrations,
    ...emailChangeMigrations,
    ...emailUndoMigrations,
    ...signInFlowMigrations,
    ...mailCheckpointMigrations,
  ] as readonly Migration[],
  /**
   * When a database only this process can open (PGlite) is opened: the Idempotency-Key claims a
   * process that ended (SIGKILLed) left running are taken over by the next retry at once.
   */
  releaseClaimsOfEndedProcesses,
  /** Idempotency keys over 24 hours, failed attempts out of the window, old reset tokens, email-change and undo links, sign-in flows, and outbox mail over 7 days old. */
  async purge(db: SqlClient, now: Date, config: Config): Promise<void> {
    await purgeExpiredIdempotencyKeys(db);
    await purgeOldAttempts(db, now, rateLimitsOf(config).windowMs);
    await purgeOldResetTokens(db, now);
    await purgeOldEmailChangeTokens(db, now);
    await purgeOldUndoTokens(db, now);
    await purgeExpiredFlows(db, now);
    await purgeOutbox(outboxDir(config.dataDir), now);
  },
};
