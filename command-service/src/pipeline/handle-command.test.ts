import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ADMINS_STREAM, adminsDecider, type AdminsCommand } from '@academy/domain';
import {
  ConcurrencyError,
  eventStoreMigrations,
  migrate,
  openPglite,
  randomIds,
  SqlEventStore,
  type SqlClient,
} from '@academy/platform';
import { createCommandMeta } from './command-meta.js';
import { handleCommand } from './handle-command.js';

const a = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const b = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const c = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

let db: SqlClient;
let store: SqlEventStore;
let n = 0;
const stream = () => `${ADMINS_STREAM}-${++n}`; // each test its own admins-like stream
const meta = () => createCommandMeta({ actor: 'operator:test', now: new Date(0), ids: randomIds });
const grant = (userID: string): AdminsCommand => ({ type: 'GrantAdmin', userID, by: 'operator:test' });

beforeAll(async () => {
  db = await openPglite();
  await migrate(db, eventStoreMigrations);
  store = new SqlEventStore(db);
});

afterAll(async () => {
  await store.close();
  await db.close();
});

describe('handleCommand', () => {
  it('when the stream is new, then it appends what the decider decided with "no stream" expected, and answers the position and version', async () => {
    const id = stream();
    const result = await handleCommand(store, id, adminsDecider, grant(a), meta());
    expect(result.events).toEqual([{ type: 'AdminGranted', data: { userID: a, by: 'operator:test' } }]);
    expect(result.nextVersion).toBe(1);
    const recorded = await store.readStream(id);
    expect(recorded.map((e) => [e.type, e.position, e.metadata.actor])).toEqual([
      ['AdminGranted', result.position, 'operator:test'],
    ]);
  });

  it('when the decider decides nothing, then nothing is appended and the answer is the stream’s current position and version, named as what it wrote', async () => {
    const id = stream();
    const first = await handleCommand(store, id, adminsDecider, grant(a), meta());
    const again = await handleCommand(store, id, adminsDecider, grant(a), meta());
    expect(again).toEqual({
      events: [],
      position: first.position,
      nextVersion: 1,
      written: { streamId: id, version: 1, position: first.position },
    });
    expect(await store.streamVersion(id)).toBe(1);
  });

  it('when the decider refuses, then its refusal is thrown and nothing is appended', async () => {
    const id = stream();
    await handleCommand(store, id, adminsDecider, grant(a), meta());
    await expect(
      handleCommand(store, id, adminsDecider, { type: 'RevokeAdmin', userID: a, by: b }, meta()),
    ).rejects.toMatchObject({ code: 'last-admin' });
    expect(await store.streamVersion(id)).toBe(1);
  });

  it('when a folded state is given, then the first attempt decides on it without reading the stream', async () => {
    const id = stream();
    const reads = jest.spyOn(store, 'readStream');
    const from = { state: adminsDecider.initialState(), version: 0, position: 0 };
    await handleCommand(store, id, adminsDecider, grant(a), meta(), { from });
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });

  it('when the state read is stale, then the append is refused with a concurrency error, unless retries are allowed: then it decides again on the newer stream', async () => {
    const id = stream();
    const stale = { state: adminsDecider.initialState(), version: 0, position: 0 };
    await handleCommand(store, id, adminsDecider, grant(a), meta());
    await expect(
      handleCommand(store, id, adminsDecider, grant(b), meta(), { from: stale }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    const retried = await handleCommand(store, id, adminsDecider, grant(c), meta(), {
      from: stale,
      retries: 1,
    });
    expect(retried.nextVersion).toBe(2);
    expect((await store.readStream(id)).map((e) => e.data)).toEqual([
      { userID: a, by: 'operator:test' },
      { userID: c, by: 'operator:test' },
    ]);
  });

  it('when a takeover finds the events its first attempt appended, then it answers that write without deciding again, and appends nothing', async () => {
    const id = stream();
    const keyed = (takeover: boolean) =>
      createCommandMeta({
        actor: 'operator:test',
        scope: 'POST /k|1',
        takeover,
        now: new Date(0),
        ids: randomIds,
      });
    const first = await handleCommand(store, id, adminsDecider, grant(a), keyed(false));
    await handleCommand(store, id, adminsDecider, grant(b), meta());
    const again = await handleCommand(store, id, adminsDecider, grant(a), keyed(true));
    expect(again).toEqual(first);
    expect(await store.streamVersion(id)).toBe(2);
    // Not a takeover: decided again on the newer stream (a is an admin already: nothing to append).
    const decided = await handleCommand(store, id, adminsDecider, grant(a), keyed(false));
    expect([decided.events, decided.nextVersion]).toEqual([[], 2]);
  });
});
