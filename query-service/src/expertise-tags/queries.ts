import { EXPERTISE_CATALOGUE } from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';

/** Every known tag: the built-in catalogue and the tags members created. */
export const knownExpertiseTags = async (db: SqlExecutor): Promise<string[]> => {
  const { rows } = await db.query<{ tag: string }>('select tag from expertise_tags', [], {
    preparedName: 'academy_expertise_tags',
  });
  return [...new Set([...EXPERTISE_CATALOGUE, ...rows.map((r) => r.tag)])];
};
