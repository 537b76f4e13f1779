import { type Migration } from '@academy/platform';

/** What the read models need in their database before any projection creates its tables. */
export const projectionsMaintenance = {
  migrations: [
    // The Registry's trigram indexes and similarity search.
    { id: 'extensions-1', sql: 'create extension if not exists pg_trgm' },
  ] as readonly Migration[],
};
