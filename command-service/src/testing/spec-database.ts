import { randomBytes } from 'node:crypto';
import { migrate, openPglite, openPostgres, platformMaintenance, type SqlClient } from '@academy/platform';
import { commandSideMaintenance } from '../maintenance.js';

export type SpecDatabase = 'pglite' | 'postgres';

/** The tables a spec empties before each `given`: the events and the command side's operational tables. */
const TABLES = [
  'events',
  'sessions',
  'idempotency_keys',
  'failed_attempts',
  'password_resets',
  'email_changes',
  'email_change_undos',
  'sign_in_flows',
  'personal_keys',
  'mail_queue',
];

/**
 * A database with the real migrations of the command side: an in-memory PGlite, or a fresh
 * database on the server named by DATABASE_URL (dropped at the end).
 */
export const openSpecDatabase = async (
  kind: SpecDatabase,
): Promise<{ db: SqlClient; reset(): Promise<void>; close(): Promise<void> }> => {
  let drop = async () => undefined as void;
  let db: SqlClient;
  if (kind === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('DATABASE_URL is not set');
    const name = `academy_spec_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(adminUrl, 1);
    await admin.exec(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    db = await openPostgres(url.toString());
    drop = async () => {
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    };
  } else {
    db = await openPglite();
  }
  await migrate(db, [...platformMaintenance.migrations, ...commandSideMaintenance.migrations]);
  return {
    db,
    // Each spec's key store has its own key-encryption key: the one recorded goes with the keys.
    reset: () => db.exec(`truncate ${TABLES.join(', ')}; update personal_keys_kek set current = null`),
    async close() {
      await db.close();
      await drop();
    },
  };
};
