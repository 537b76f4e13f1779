import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
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
import { createCommandMeta, type CommandMeta } from './command-meta.js';
import { handleCommand } from './handle-command.js';
import { handleCommands, newStream, onStream } from './handle-commands.js';

const a = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const b = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

let db: SqlClient;
let store: SqlEventStore;
let n = 0;
const streams = (): [string, string] => [`${ADMINS_STREAM}-x${++n}`, `${ADMINS_STREAM}-y${n}`];
const meta = (scope?: string, takeover = false): CommandMeta =>
  createCommandMeta({
    actor: 'operator:test',
    now: new Date(0),
    ids: randomIds,
    ...(scope ? { scope, takeover } : {}),
  });
const grant = (userID: string): AdminsCommand => ({ type: 'GrantAdmin', userID, by: 'operator:test' });
const revoke = (userID: string): AdminsCommand => ({ type: 'RevokeAdmin', userID, by: 'operator:test' });
const both = ([x, y]: [string, string], cx: AdminsCommand, cy: AdminsCommand) => [
  onStream(x, adminsDecider, cx),
  onStream(y, adminsDecider, cy),
];
const types = async (id: string) => (await store.readStream(id)).map((e) => e.type);

beforeAll(async () => {
  db = await openPglite();
  await migrate(db, eventStoreMigrations);
  store = new SqlEventStore(db);
});

afterAll(async () => {
  await store.close();
  await db.close();
});

describe('handleCommands', () => {
  it('when two streams are decided, then both are appended in one write and each answers its version; the answer names the last', async () => {
    const ids = streams();
    await handleCommand(store, ids[1], adminsDecider, grant(a), meta());
    const result = await handleCommands(store, both(ids, grant(a), grant(b)), meta());
    expect(result.streams.map((s) => [s.streamId, s.nextVersion, s.events.length])).toEqual([
      [ids[0], 1, 1],
      [ids[1], 2, 1],
    ]);
    const [x, y] = [await store.readStream(ids[0]), await store.readStream(ids[1])];
    expect(result.position).toBe(Math.max(x[0]!.position, y[1]!.position));
    expect(x[0]!.checkpoint.txId).toBe(y[1]!.checkpoint.txId); // one transaction
    expect(result.written).toEqual({ streamId: ids[1], version: 2, position: y[1]!.position });
  });

  it('when one stream refuses, then the refusal is thrown and neither stream is written', async () => {
    const ids = streams();
    await handleCommand(store, ids[1], adminsDecider, grant(a), meta());
    await expect(handleCommands(store, both(ids, grant(b), revoke(a)), meta())).rejects.toMatchObject({
      code: 'last-admin',
    });
    expect([await types(ids[0]), await types(ids[1])]).toEqual([[], ['AdminGranted']]);
  });

  it('when one stream moved after it was read, then a concurrency error names it and the other is not written; with a retry both are decided again and written', async () => {
    const ids = streams();
    const stale = [
      onStream(ids[0], adminsDecider, grant(a)),
      onStream(ids[1], adminsDecider, grant(b), newStream(adminsDecider)),
    ];
    await handleCommand(store, ids[1], adminsDecider, grant(a), meta());
    const error = await handleCommands(store, stale, meta()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect((error as ConcurrencyError).streamId).toBe(ids[1]);
    expect(await store.streamVersion(ids[0])).toBe(0);
    const retried = await handleCommands(store, stale, meta(), { retries: 1 });
    expect(retried.streams.map((s) => s.nextVersion)).toEqual([1, 2]);
  });

  it('when nothing is decided on a stream, then only the others are appended; when nothing at all, then nothing is and the answer is the streams’ position', async () => {
    const ids = streams();
    await handleCommand(store, ids[0], adminsDecider, grant(a), meta());
    const some = await handleCommands(store, both(ids, grant(a), grant(b)), meta());
    expect(some.streams.map((s) => [s.streamId, s.events.length])).toEqual([[ids[1], 1]]);
    const none = await handleCommands(store, both(ids, grant(a), grant(b)), meta());
    expect(none.streams.map((s) => s.events.length)).toEqual([0, 0]);
    expect(none.position).toBe(some.position);
  });

  it('when the same keyed command runs again on new streams, then its derived ids make the store answer the first write, and nothing is appended twice', async () => {
    const ids = streams();
    const plan = () => [
      onStream(ids[0], adminsDecider, grant(a), newStream(adminsDecider)),
      onStream(ids[1], adminsDecider, grant(b), newStream(adminsDecider)),
    ];
    const first = await handleCommands(store, plan(), meta('POST /k|1'));
    const again = await handleCommands(store, plan(), meta('POST /k|1'));
    expect(again.streams.map((s) => [s.nextVersion, s.position])).toEqual(
      first.streams.map((s) => [s.nextVersion, s.position]),
    );
    expect([await store.streamVersion(ids[0]), await store.streamVersion(ids[1])]).toEqual([1, 1]);
  });

  it('when a takeover finds what its first attempt wrote, then it answers that write without deciding again and appends nothing', async () => {
    const ids = streams();
    const first = await handleCommands(store, both(ids, grant(a), grant(b)), meta('POST /k|2'));
    await handleCommand(store, ids[0], adminsDecider, grant(b), meta());
    // Decided again, revoking b on the second stream would be refused (the last admin).
    const again = await handleCommands(store, both(ids, grant(a), revoke(b)), meta('POST /k|2', true));
    expect(again).toEqual(first);
    expect([await store.streamVersion(ids[0]), await store.streamVersion(ids[1])]).toEqual([2, 1]);
  });

  it('when the append fails, then nothing is written, the error is thrown, and the hook ran once before it', async () => {
    const ids = streams();
    let hooked = 0;
    const failing = Object.create(store) as SqlEventStore;
    failing.appendMany = () => Promise.reject(new Error('disk full'));
    await expect(
      handleCommands(failing, both(ids, grant(a), grant(b)), meta(), {
        whenDecided: async () => {
          hooked++;
        },
      }),
    ).rejects.toThrow('disk full');
    expect(hooked).toBe(1);
    expect([await store.streamVersion(ids[0]), await store.streamVersion(ids[1])]).toEqual([0, 0]);
  });
});
