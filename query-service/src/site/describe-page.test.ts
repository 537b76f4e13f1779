import { describe, expect, it } from '@jest/globals';
import { defaultTierCatalogue as tiers } from '@academy/domain';
import { type EventStore, type SqlExecutor } from '@academy/platform';
import { describePage } from './describe-page.js';

const site = { base: 'https://a.example', siteName: 'Academy of Sciences', academyName: 'Sciences' };
/** A read model that knows nothing yet. */
const emptyReadModel = { query: async () => ({ rows: [] }) } as unknown as SqlExecutor;
const userID = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

/** A write side holding a user and publication 4 with two versions. */
const store = {
  streamVersion: async (streamId: string) => (streamId === `user-${userID}` ? 1 : 0),
  readStream: async (streamId: string) =>
    streamId === 'publication-4' ? [{ type: 'PublicationSubmitted' }, { type: 'PublicationRevised' }] : [],
} as unknown as EventStore;

describe('a page whose subject the read model lacks', () => {
  it('when the write side has the publication, version or member, then 200, marked noindex (the read model lags)', async () => {
    for (const path of ['/journal/publications/4', '/journal/publications/4/2', `/profile/${userID}`]) {
      const head = await describePage({ db: emptyReadModel, store, tiers }, site, path);
      expect([path, head.status, head.tags[0]]).toEqual([
        path,
        200,
        '<meta name="robots" content="noindex">',
      ]);
      expect(head.title).toBeUndefined();
    }
  });

  it('when the write side has neither, or not that version, then 404', async () => {
    for (const path of [
      '/journal/publications/5',
      '/journal/publications/4/3',
      '/profile/0b5d2c1a-1111-4222-8333-444455556666',
    ]) {
      const head = await describePage({ db: emptyReadModel, store, tiers }, site, path);
      expect([path, head.status]).toEqual([path, 404]);
    }
  });
});

describe('routes of the app that are no page of the site', () => {
  it('when a sign-up page names a tier the catalogue lacks, or the mock error is asked for, then 404 with noindex', async () => {
    for (const path of ['/sign-up/no-such-tier', '/sign-up/Member', '/mock-error']) {
      const head = await describePage({ db: emptyReadModel, store, tiers }, site, path);
      expect([path, head.status, head.tags]).toEqual([path, 404, ['<meta name="robots" content="noindex">']]);
    }
  });

  it('when a sign-up page names a tier of the catalogue, then 200', async () => {
    for (const tier of tiers.tiers) {
      const head = await describePage({ db: emptyReadModel, store, tiers }, site, `/sign-up/${tier.id}`);
      expect([tier.id, head.status]).toEqual([tier.id, 200]);
    }
  });
});
