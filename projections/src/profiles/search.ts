import { membersCollection, postgresSearch } from '@academy/platform';

/** The Registry's search collection on PostgreSQL, written in the profiles' transaction. */
export const memberSearch = postgresSearch(membersCollection);
