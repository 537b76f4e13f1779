import { START, type Checkpoint, type Migration, type SqlExecutor } from '@academy/platform';

/** Where the mail process manager is in the store's delivery order (operational, never replayed). */
export const mailCheckpointMigrations: Migration[] = [
  {
    id: 'mail-checkpoint-1',
    sql: `create table mail_checkpoint (name text primary key, tx_id bigint not null, position bigint not null)`,
  },
];

export const readMailCheckpoint = async (db: SqlExecutor, name: string): Promise<Checkpoint> => {
  const { rows } = await db.query<{ tx_id: string | number; position: string | number }>(
    'select tx_id, position from mail_checkpoint where name = $1',
    [name],
  );
  const row = rows[0];
  return row ? { txId: Number(row.tx_id), position: Number(row.position) } : START;
};

export const saveMailCheckpoint = async (db: SqlExecutor, name: string, at: Checkpoint): Promise<void> => {
  await db.query(
    `insert into mail_checkpoint (name, tx_id, position) values ($1, $2, $3)
     on conflict (name) do update set tx_id = excluded.tx_id, position = excluded.position`,
    [name, at.txId, at.position],
  );
};
