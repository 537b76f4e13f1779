import { afterAll, describe, jest } from '@jest/globals';
import { journalCollection } from '@academy/platform';
import { startMeilisearch } from '../support/meilisearch.js';
import { describeWhenSet } from '../support/needs.js';
import { openMeiliSearch, openPgliteSearch, openPostgresSearch } from './harness.js';
import { journalSearchContract } from './journal-contract.js';

const started = process.env.MEILI_URL ? undefined : await startMeilisearch();
const server = process.env.MEILI_URL
  ? { url: process.env.MEILI_URL, key: process.env.MEILI_MASTER_KEY }
  : started;

jest.setTimeout(120_000);

afterAll(async () => {
  await started?.stop();
});

describe('journal search on PGlite', () => journalSearchContract(() => openPgliteSearch(journalCollection)));
describeWhenSet('DATABASE_URL', 'journal search on a PostgreSQL server', () =>
  journalSearchContract(() => openPostgresSearch(journalCollection)),
);
(server ? describe : describe.skip)(
  'journal search on Meilisearch (needs MEILI_URL or the bundled binary)',
  () => journalSearchContract(() => openMeiliSearch(server!.url, server!.key, journalCollection)),
);
