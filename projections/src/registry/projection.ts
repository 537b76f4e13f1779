import { z } from 'zod';
import { type SqlExecutor, type StoredEvent } from '@academy/platform';
import { type Projection, type TableName } from '../runner/projection.js';

const registered = z.object({
  userID: z.uuid(),
  membershipTier: z.string().nullable(),
  personal: z.object({ firstName: z.string(), lastName: z.string() }),
});

const upsert = async (tx: SqlExecutor, table: TableName, event: StoredEvent, data: z.infer<typeof registered>) => {
  await tx.query(
    `insert into ${table('registry_members')}
       (user_id, first_name, last_name, first_lower, last_lower, membership_tier, version)
     values ($1, $2, $3, lower($2), lower($3), $4, $5)
     on conflict (user_id) do update set
       first_name = excluded.first_name, last_name = excluded.last_name,
       first_lower = excluded.first_lower, last_lower = excluded.last_lower,
       membership_tier = excluded.membership_tier, version = excluded.version
     where ${table('registry_members')}.version < excluded.version`,
    [data.userID, data.personal.firstName, data.personal.lastName, data.membershipTier, event.version],
  );
};

/** The Registry: members by name, for search. Idempotent by user id and stream version. */
export const registryProjection: Projection = {
  name: 'registry',
  codeVersion: 1,
  tables: ['registry_members'],
  handles: ['UserRegistered'],
  async create(tx, table) {
    const t = table('registry_members');
    await tx.exec(`
      create table ${t} (
        user_id uuid primary key,
        first_name text not null,
        last_name text not null,
        first_lower text not null,
        last_lower text not null,
        membership_tier text,
        banned boolean not null default false,
        version integer not null
      );
      create index ${t}_order on ${t} (last_lower, first_lower, user_id);
      create index ${t}_first_trgm on ${t} using gin (first_lower gin_trgm_ops);
      create index ${t}_last_trgm on ${t} using gin (last_lower gin_trgm_ops);
    `);
  },
  async apply(tx, events, table, logger) {
    for (const event of events) {
      const parsed = registered.safeParse(event.data);
      if (!parsed.success) {
        logger.warn('registry: skipped an event with invalid data', { position: event.position, type: event.type });
        continue;
      }
      await upsert(tx, table, event, parsed.data);
    }
  },
};
