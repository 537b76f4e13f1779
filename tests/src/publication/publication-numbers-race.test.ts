import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  PUBLICATION_NUMBERS_STREAM,
  publicationNumbersDecider,
  publicationNumbersEventSchemas,
  type PublicationNumbersEvent,
} from '@academy/domain';
import { ConcurrencyError, type EventStore } from '@academy/platform';
import { describeWhenSet } from '../support/needs.js';
import { openTestStore, type Adapter, type StoreUnderTest } from '../support/stores.js';

/**
 * Read, fold, decide, append with the version read; on a conflict read again. This is what
 * `handleCommand` does with its bounded retry: here it runs against the real store so that the
 * decider and the expected version are proven together.
 */
const reserve = async (store: EventStore, submissionId: string, eventId = randomUUID()): Promise<number> => {
  for (let attempt = 0; attempt < 100; attempt++) {
    const recorded = await store.readStream(PUBLICATION_NUMBERS_STREAM);
    const events = recorded.map(
      (e) =>
        ({
          type: 'PublicationNumberReserved',
          data: publicationNumbersEventSchemas.PublicationNumberReserved.parse(e.data),
        }) satisfies PublicationNumbersEvent,
    );
    const state = events.reduce(publicationNumbersDecider.evolve, publicationNumbersDecider.initialState());
    const [event] = publicationNumbersDecider.decide(
      { type: 'ReservePublicationNumber', submissionId, by: 'member' },
      state,
    );
    const version = recorded.length;
    try {
      const { nextVersion } = await store.append(
        PUBLICATION_NUMBERS_STREAM,
        [
          {
            ...event!,
            eventId,
            metadata: {
              actor: 'member',
              correlationId: submissionId,
              causationId: null,
              timestamp: new Date().toISOString(),
            },
          },
        ],
        { expectedVersion: version === 0 ? 'no-stream' : version },
      );
      // One event per number: the version the event landed at is its number.
      return nextVersion;
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
  throw new Error('gave up after 100 conflicts');
};

const raceSuite = (adapter: Adapter) => () => {
  let t: StoreUnderTest;
  beforeAll(async () => {
    t = await openTestStore(adapter);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when 20 submissions reserve a number at once, then they get 1 to 20, each once, with no gap', async () => {
    const numbers = await Promise.all(Array.from({ length: 20 }, (_, i) => reserve(t.store, `race-${i}`)));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const recorded = await t.store.readStream(PUBLICATION_NUMBERS_STREAM);
    expect(recorded.map((e) => (e.data as { pubNum: number }).pubNum)).toEqual(
      recorded.map((e) => e.version),
    );
  });

  it('when a submission is retried with the same event id, then it keeps its number and nothing is appended', async () => {
    const eventId = randomUUID();
    const first = await reserve(t.store, 'retried', eventId);
    const before = await t.store.streamVersion(PUBLICATION_NUMBERS_STREAM);
    await reserve(t.store, 'someone-else');
    expect(await reserve(t.store, 'retried', eventId)).toBe(first);
    expect(await t.store.streamVersion(PUBLICATION_NUMBERS_STREAM)).toBe(before + 1);
  });
};

describe('publication numbers on PGlite', raceSuite('pglite'));
describeWhenSet('DATABASE_URL', 'publication numbers on a PostgreSQL server', raceSuite('postgres'));
