import { organizationNameKey } from '@academy/domain';
import { type Projection } from '../runner/projection.js';

/**
 * Organizations by id and by name (prefix and trigram search for the editor's Select, names for
 * the Registry's facets). Idempotent by organization id and stream version.
 */
export const organizationsProjection: Projection<'OrganizationCreated' | 'OrganizationRenamed'> = {
  name: 'organizations',
  codeVersion: 1,
  tables: ['organizations'],
  handles: ['OrganizationCreated', 'OrganizationRenamed'],
  async create(tx, table) {
    const t = table('organizations');
    await tx.exec(`
      create table ${t} (
        organization_id uuid primary key,
        name text not null,
        name_key text not null,
        kind text not null,
        version integer not null
      );
      create index ${t}_name on ${t} (name_key text_pattern_ops);
      create index ${t}_trgm on ${t} using gist (name_key gist_trgm_ops);
    `);
  },
  async apply(tx, events, table) {
    const t = table('organizations');
    for (const event of events) {
      if (event.type === 'OrganizationCreated') {
        const { organizationID, name, kind } = event.data;
        await tx.query(
          `insert into ${t} (organization_id, name, name_key, kind, version) values ($1, $2, $3, $4, $5)
           on conflict (organization_id) do nothing`,
          [organizationID, name, organizationNameKey(name), kind, event.version],
        );
      } else {
        const { organizationID, name } = event.data;
        await tx.query(
          `update ${t} set name = $2, name_key = $3, version = $4 where organization_id = $1 and version < $4`,
          [organizationID, name, organizationNameKey(name), event.version],
        );
      }
    }
  },
};
