import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allMigrations } from '@academy/app';
import { migrate, silentLogger, type SqlExecutor } from '@academy/platform';
import { journalProjection, replayProjection } from '@academy/projections';
import { openSealedTestStore, type SealedStoreUnderTest } from '../support/sealed-stores.js';
import { batchByBatch, replayEvent as event, untilReadable } from '../support/replay-cases.js';
import { type Adapter } from '../support/stores.js';

const DAY = 86_400;
const START = Date.UTC(2026, 0, 1) / 1000;
const at = (day: number) => new Date((START + day * DAY) * 1000).toISOString();

type Author = { name: string; userID?: string };

const content = (pubNum: number, day: number, authors: Author[], extra: object = {}) => ({
  pubNum,
  title: `On the Theory of Everything, part ${pubNum}`,
  abstract: `What part ${pubNum} finds.`,
  keywords: ['physics', `topic-${pubNum % 3}`],
  body: `# Part ${pubNum}\n\nThe body of part ${pubNum}, with *emphasis*.`,
  licence: 'CC-BY-4.0',
  pdf: null,
  publishDate: START + day * DAY,
  personal: { authors },
  ...extra,
});

/** Every table of the Journal as queries read it, in a stable order (search rows: their write sequence aside). */
const journalRows = async (db: SqlExecutor) => {
  const all = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows;
  return {
    publications: await all('select * from journal_publications order by pub_num'),
    versions: await all('select * from journal_versions order by pub_num, version'),
    words: await all('select * from journal_words order by word'),
    coAuthors: await all('select * from journal_co_authors order by pub_num, user_id'),
    slots: await all('select * from journal_author_slots order by pub_num, version, slot'),
    search: (await all('select * from search_journal order by id')).map(({ seq: _seq, ...row }) => row),
  };
};

const cases = (adapter: Adapter) => {
  let t: SealedStoreUnderTest;
  const [ada, bea, cy, dee, eve] = Array.from({ length: 5 }, () => randomUUID()) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const stream = new Map<string, number>();
  /** Appends to a stream at its next version, on the day given. */
  const append = async (streamId: string, day: number, type: string, data: object) => {
    const version = stream.get(streamId) ?? 0;
    await t.store.append(streamId, [event(type, data, at(day))], {
      expectedVersion: version === 0 ? 'no-stream' : version,
    });
    stream.set(streamId, version + 1);
  };
  /** Submitted on `day`, dated `published` (an earlier date: a paper published elsewhere first). */
  const submit = (pubNum: number, day: number, authors: Author[], by = ada, published = day) =>
    append(`publication-${pubNum}`, day, 'PublicationSubmitted', {
      ...content(pubNum, published, authors),
      version: 1,
      submittedBy: by,
    });
  const revise = (pubNum: number, version: number, day: number, authors: Author[], by = ada) =>
    append(`publication-${pubNum}`, day, 'PublicationRevised', {
      ...content(pubNum, day, authors, { title: `Part ${pubNum}, revised ${version}` }),
      version,
      revisedBy: by,
      changeNote: `Revision ${version}.`,
    });
  const adaOnly = [{ name: 'Ada Lovelace', userID: ada }];

  beforeAll(async () => {
    t = await openSealedTestStore(adapter);
    await migrate(t.db, allMigrations);
    // Plain publications: some revised, one removed, one removed then restored.
    for (let pubNum = 1; pubNum <= 30; pubNum += 1) await submit(pubNum, pubNum, adaOnly);
    for (let pubNum = 1; pubNum <= 30; pubNum += 3) await revise(pubNum, 2, 40 + pubNum, adaOnly);
    await revise(1, 3, 80, [...adaOnly, { name: 'Grace Outsider' }]);
    await append('publication-2', 81, 'PublicationRemoved', {
      pubNum: 2,
      note: 'Duplicate.',
      removalDate: START + 81 * DAY,
      by: 'operator:x',
    });
    await append('publication-4', 82, 'PublicationRemoved', {
      pubNum: 4,
      note: 'Withdrawn.',
      removalDate: START + 82 * DAY,
      by: ada,
    });
    await append('publication-4', 90, 'PublicationRestored', {
      pubNum: 4,
      restoreDate: START + 90 * DAY,
      by: ada,
    });
    // A co-author who accepts; one named and never invited (a slot); one who declines after a revision.
    await submit(31, 31, [...adaOnly, { name: 'Bea Second', userID: bea }]);
    await append('publication-31', 32, 'CoAuthorInvited', {
      pubNum: 31,
      userID: bea,
      version: 1,
      invitedBy: ada,
    });
    await append('publication-31', 33, 'CoAuthorshipAccepted', {
      pubNum: 31,
      userID: bea,
      at: START + 33 * DAY,
    });
    await revise(31, 2, 34, [...adaOnly, { name: 'Bea Second', userID: bea }]);
    await submit(32, 32, [...adaOnly, { name: 'Cy Named', userID: cy }]);
    await submit(33, 33, [{ name: 'Cy First', userID: cy }, ...adaOnly], cy);
    await append('publication-33', 35, 'CoAuthorInvited', {
      pubNum: 33,
      userID: ada,
      version: 1,
      invitedBy: cy,
    });
    await revise(33, 2, 36, [{ name: 'Cy First', userID: cy }, ...adaOnly], cy);
    await append('publication-33', 37, 'CoAuthorshipDeclined', {
      pubNum: 33,
      userID: ada,
      at: START + 37 * DAY,
    });
    // A member whose names change after they published, and before a later publication of theirs.
    await submit(34, 34, [{ name: 'Dee Before', userID: dee }], dee);
    await append(`user-${dee}`, 60, 'ProfileNamesChanged', { userID: dee, personal: { lastName: 'After' } });
    await submit(35, 61, [{ name: 'Dee After', userID: dee }], dee, 50);
    // An erased member: their own publication and one that names them; their key destroyed first.
    await submit(36, 36, [{ name: 'Eve Gone', userID: eve }], eve);
    await submit(37, 37, [...adaOnly, { name: 'Eve Gone', userID: eve }]);
    await t.store.keys.destroy(eve, new Date());
    await append(`user-${eve}`, 70, 'MemberErased', {
      userID: eve,
      requestedBy: eve,
      erasedBy: eve,
      why: 'self-service',
      reason: null,
    });
    // After the erasure, a publication dated before it that names an author "Erased author".
    await submit(39, 75, [...adaOnly, { name: 'Erased author' }], ada, 65);
    // What the batch path takes its own way: a revision of a publication never submitted, a
    // submission recorded twice.
    await revise(90, 2, 50, adaOnly);
    await append('publication-38', 38, 'PublicationSubmitted', {
      ...content(38, 38, adaOnly),
      version: 1,
      submittedBy: ada,
    });
    await append('publication-38', 39, 'PublicationSubmitted', {
      ...content(38, 39, adaOnly, { title: 'Submitted again' }),
      version: 1,
      submittedBy: ada,
    });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('when the Journal is replayed set-based, then every table holds exactly what a batch-by-batch replay builds: co-authors, renamed and erased members, removals and restores included', async () => {
    await untilReadable(t.store);
    const bulk = await replayProjection(t.db, t.store, journalProjection, {
      batchSize: 7,
      logger: silentLogger,
    });
    expect(bulk).toMatchObject({ status: 'swapped', setBased: true });
    const setBased = await journalRows(t.db);
    const plain = await replayProjection(t.db, t.store, batchByBatch(journalProjection), {
      batchSize: 7,
      logger: silentLogger,
    });
    expect(plain).toMatchObject({ status: 'swapped', setBased: false, events: bulk.events });
    expect(setBased).toEqual(await journalRows(t.db));
    // What the rows say, beyond being equal: the restored publication's versions dated by the restore,
    // the erased member's entries, the never-invited member unlinked and kept as a slot.
    const restored = setBased.versions.filter((v) => v.pub_num === 4).map((v) => Number(v.disseminated_at));
    expect(restored).toEqual([START + 90 * DAY, START + 90 * DAY]);
    expect(setBased.publications.find((p) => p.pub_num === 2)?.removal_note).toBe('Duplicate.');
    expect(setBased.publications.find((p) => p.pub_num === 37)?.authors).toEqual([
      { name: 'Ada Lovelace', userID: ada },
      { name: 'Erased author' },
    ]);
    expect(setBased.publications.find((p) => p.pub_num === 32)?.authors).toEqual([
      { name: 'Ada Lovelace', userID: ada },
      { name: 'Cy Named' },
    ]);
    expect(setBased.slots).toEqual(
      expect.arrayContaining([{ pub_num: 32, version: 1, slot: 1, user_id: cy }]),
    );
    // Dated as they were when the name change and the erasure came, not by them: later publications.
    const dated = (pubNum: number) =>
      Number(setBased.publications.find((p) => p.pub_num === pubNum)?.disseminated_at);
    expect([dated(34), dated(35), dated(36), dated(39)]).toEqual(
      [60, 50, 70, 65].map((day) => START + day * DAY),
    );
    expect(setBased.search).toHaveLength(39);
  }, 120_000);
};

describe('set-based replay of the Journal on PGlite', () => cases('pglite'));
(process.env.DATABASE_URL ? describe : describe.skip)(
  'set-based replay of the Journal on PostgreSQL (needs DATABASE_URL)',
  () => cases('postgres'),
);
