import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { MeiliSearchIndex, membersCollection, openMeilisearch } from '@academy/platform';
import { startMeilisearch } from '../support/meilisearch.js';
import { memberWrites } from './member-fixtures.js';

const started = process.env.MEILI_URL ? undefined : await startMeilisearch();
const server = process.env.MEILI_URL
  ? { url: process.env.MEILI_URL, key: process.env.MEILI_MASTER_KEY }
  : started;

jest.setTimeout(120_000);
afterAll(async () => {
  await started?.stop();
});

(server ? describe : describe.skip)(
  'Meilisearch replay by index swap (needs MEILI_URL or the bundled binary)',
  () => {
    it('when a generation is rebuilt beside the live index and swapped in, then the live index answers from it and the generation is gone', async () => {
      const client = openMeilisearch(server!);
      const live = new MeiliSearchIndex(
        client,
        membersCollection,
        `members_swap_${randomBytes(3).toString('hex')}`,
      );
      try {
        await live.setUp();
        const { documents } = memberWrites();
        await live.index(documents.slice(0, 1));
        const rebuilt = await live.generation(2);
        expect(rebuilt.uid).toBe('members_g2');
        await rebuilt.index(documents);
        const query = { audience: 'public' as const, page: 1, limit: 20 };
        expect((await live.search(query)).total).toBe(1);
        await live.swapIn(rebuilt);
        expect((await live.search(query)).total).toBe(documents.length);
        expect(
          await client.getIndex(rebuilt.uid).then(
            () => true,
            () => false,
          ),
        ).toBe(false);
      } finally {
        await client.deleteIndexIfExists(live.uid);
      }
    });
  },
);
