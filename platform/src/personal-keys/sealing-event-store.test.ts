import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseRecordedEvent } from '@academy/domain';
import { START } from '../event-store/port.js';
import { eventStoreMigrations } from '../event-store/schema.js';
import { SqlEventStore } from '../event-store/sql-event-store.js';
import { migrate } from '../sql/migrate.js';
import { openPglite } from '../sql/pglite-client.js';
import { type SqlClient } from '../sql/sql-client.js';
import { SealingEventStore } from './sealing-event-store.js';
import { sealStoredEvents } from './seal-stored.js';
import { personalKeyMigrations } from './schema.js';
import { SqlKeyStore } from './sql-key-store.js';

const ADA = '0b0e2d4c-1111-4a4a-8a8a-000000000001';
const BOB = '0b0e2d4c-1111-4a4a-8a8a-000000000002';
const meta = { actor: null, correlationId: 'c', causationId: null, timestamp: '2026-01-01T00:00:00.000Z' };
let n = 0;
const event = (type: string, data: unknown) => ({ type, data, eventId: crypto.randomUUID(), metadata: meta });
const registered = (userID: string, email: string, passwordHash: string | null = null) =>
  event('UserRegistered', {
    userID,
    membershipTier: null,
    passwordHash,
    personal: { email, firstName: `First${++n}`, lastName: 'Last' },
  });

describe('personal parts sealed per member', () => {
  let db: SqlClient;
  let store: SealingEventStore;

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, [...eventStoreMigrations, ...personalKeyMigrations]);
    store = new SealingEventStore(new SqlEventStore(db), new SqlKeyStore(db));
    await store.append(`user-${ADA}`, [registered(ADA, 'ada@example.org')], { expectedVersion: 'no-stream' });
    await store.append(`user-${BOB}`, [registered(BOB, 'bob@example.org')], { expectedVersion: 'no-stream' });
    await store.append(
      'publication-1',
      [
        event('PublicationSubmitted', {
          pubNum: 1,
          personal: { authors: [{ name: 'Ada Lovelace', userID: ADA }, { name: 'Grace Outsider' }] },
        }),
      ],
      { expectedVersion: 'no-stream' },
    );
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  it('when events are appended, then the stored rows hold no personal value and the reads give them back', async () => {
    const { rows } = await db.query<{ data: unknown }>('select data from events order by position');
    const stored = JSON.stringify(rows);
    for (const value of ['ada@example.org', 'bob@example.org', 'Ada Lovelace', 'Grace Outsider'])
      expect(stored).not.toContain(value);
    expect(stored).toContain(ADA);
    const [ada] = await store.readStream(`user-${ADA}`);
    expect(parseRecordedEvent(ada!)?.data).toMatchObject({ personal: { email: 'ada@example.org' } });
  });

  it('when a reader asks for some event types, then it gets those, opened, and no key of another type’s event is read', async () => {
    const asked: string[] = [];
    const keys = store.keyAdapter;
    const counting = Object.assign(Object.create(keys) as typeof keys, {
      keysOf: (subjects: string[]) => (asked.push(...subjects), keys.keysOf(subjects)),
    });
    const reader = new SealingEventStore(store.raw, counting);
    const read = await reader.readAll(START, 100, { types: ['PublicationSubmitted'] });
    expect(read.events.map((e) => e.type)).toEqual(['PublicationSubmitted']);
    expect(JSON.stringify(read.events[0]!.data)).toContain('Grace Outsider');
    expect(read.checkpoint).toEqual(await store.head());
    expect(asked.length).toBeGreaterThan(0);
    expect(asked).not.toContain(BOB);
  });

  it('when a member’s password hash and cancellation reason are appended, then the rows hold neither and the reads give them back', async () => {
    const hashed = registered(BOB, 'bob@example.org', '$argon2id$v=19$bob-hash');
    await store.append(
      `user-${BOB}`,
      [
        {
          ...hashed,
          type: 'PasswordChanged',
          data: { userID: BOB, passwordHash: '$argon2id$v=19$bob-hash', via: 'settings' },
        },
      ],
      { expectedVersion: 1 },
    );
    await store.append(
      `user-${BOB}`,
      [
        event('MembershipCancellationScheduled', {
          userID: BOB,
          effectiveAt: '2026-02-01T00:00:00.000Z',
          actor: 'member',
          reason: 'Too expensive for me',
        }),
      ],
      { expectedVersion: 2 },
    );
    const { rows } = await db.query<{ data: unknown }>('select data from events');
    expect(JSON.stringify(rows)).not.toContain('bob-hash');
    expect(JSON.stringify(rows)).not.toContain('Too expensive');
    const [, changed, cancelled] = await store.readStream(`user-${BOB}`);
    expect(parseRecordedEvent(changed!)?.data).toMatchObject({ passwordHash: '$argon2id$v=19$bob-hash' });
    expect(parseRecordedEvent(cancelled!)?.data).toMatchObject({ reason: 'Too expensive for me' });
  });

  it('when a member’s key is destroyed, then their parts read as erased, valid for the schema, and the others’ stay', async () => {
    await store.keys.destroy(ADA, new Date());
    const { events } = await store.readAll(START, 100);
    const [ada, bob, publication] = events;
    const parsed = parseRecordedEvent(ada!);
    expect(parsed?.data).toMatchObject({ personal: { firstName: 'Erased', lastName: 'member' } });
    expect(JSON.stringify(ada)).not.toContain('ada@example.org');
    expect(parseRecordedEvent(bob!)?.data).toMatchObject({ personal: { email: 'bob@example.org' } });
    expect((publication!.data as { personal: unknown }).personal).toEqual({
      authors: [{ name: 'Erased author' }, { name: 'Grace Outsider' }],
    });
  });

  it('when an erased member’s key is asked again, then none is made and a new part is dropped', async () => {
    expect((await store.keys.ensureKeys([ADA])).get(ADA)).toBeNull();
    await store.append(
      `user-${ADA}`,
      [event('EmailChanged', { userID: ADA, personal: { email: 'new@example.org' } })],
      {
        expectedVersion: 1,
      },
    );
    const { rows } = await db.query<{ data: unknown }>('select data from events');
    expect(JSON.stringify(rows)).not.toContain('new@example.org');
    expect(JSON.stringify(rows)).toContain('erased-');
  });

  it('when events were recorded in clear before sealing, then they are sealed in place once, the rest of each event as it was', async () => {
    const CAROL = '0b0e2d4c-1111-4a4a-8a8a-000000000003';
    const cancelled = event('MembershipCancellationScheduled', {
      userID: CAROL,
      effectiveAt: '2026-02-01T00:00:00.000Z',
      actor: 'member',
      reason: 'Moving abroad to Lisbon',
    });
    await store.raw.append(
      `user-${CAROL}`,
      [registered(CAROL, 'carol@example.org', '$argon2id$carol'), cancelled],
      {
        expectedVersion: 'no-stream',
      },
    );
    const before = await store.raw.readStream(`user-${CAROL}`);
    expect(JSON.stringify(before)).toContain('carol@example.org');
    expect(await sealStoredEvents(db, store)).toBe(2);
    expect(await sealStoredEvents(db, store)).toBe(0);
    const after = await store.raw.readStream(`user-${CAROL}`);
    for (const clear of ['carol@example.org', '$argon2id$carol', 'Lisbon'])
      expect(JSON.stringify(after)).not.toContain(clear);
    expect(after.map((e) => ({ ...e, data: undefined }))).toEqual(
      before.map((e) => ({ ...e, data: undefined })),
    );
    const opened = await store.readStream(`user-${CAROL}`);
    expect(opened.map((e) => e.data)).toEqual(before.map((e) => e.data));
  });

  it('when the keys are exported and restored elsewhere, then a destroyed key stays destroyed', async () => {
    const backup = await store.keys.exportAll();
    expect(backup.find((k) => k.subject === ADA)?.key).toBeNull();
    const other = await openPglite();
    await migrate(other, personalKeyMigrations);
    const keys = new SqlKeyStore(other);
    await keys.importAll(
      backup.map((k) => (k.subject === ADA ? { ...k, key: 'AAAA', destroyedAt: null } : k)),
    );
    await keys.importAll(backup);
    expect((await keys.keysOf([ADA, BOB])).get(ADA)).toBeNull();
    expect((await keys.keysOf([BOB])).get(BOB)).toEqual((await store.keys.keysOf([BOB])).get(BOB));
    await other.close();
  });
});
