import { type SearchGenerations } from '@academy/projections';
import { MeiliSearchIndex, type CollectionSchema, type openMeilisearch } from '@academy/platform';

/**
 * A collection's live Meilisearch index (its settings set now) and the copies a replay rebuilds
 * beside it (`{name}_g{n}`), swapped in with the projection's views.
 */
export const meiliGenerations = async (
  client: ReturnType<typeof openMeilisearch>,
  collection: CollectionSchema,
): Promise<{ live: MeiliSearchIndex; generations: SearchGenerations }> => {
  const live = new MeiliSearchIndex(client, collection);
  await live.setUp();
  const uidOf = (n: number) => `${collection.name}_g${n}`;
  return {
    live,
    generations: {
      live,
      generation: async (n, fresh) =>
        fresh ? live.generation(n) : new MeiliSearchIndex(client, collection, uidOf(n)),
      swapIn: (n) => live.swapIn(new MeiliSearchIndex(client, collection, uidOf(n))),
    },
  };
};
