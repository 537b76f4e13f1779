import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  compareCheckpoints,
  ConcurrencyError,
  openKurrentDbEventStore,
  type Checkpoint,
  type StoredEvent,
} from '@academy/platform';
import { serverFor, type ServerUnderTest } from '../support/container-runtime.js';
import { startKurrentDbContainer } from '../support/kurrentdb-server.js';
import { describeWhenSet } from '../support/needs.js';
import { eventStoreContract, newEvent } from './contract.js';

// KURRENTDB_URL names a server; else testcontainers starts one when a container runtime answers;
// else the suite is reported skipped, naming KURRENTDB_URL.
const server = await serverFor('KURRENTDB_URL', startKurrentDbContainer);
const suite = server
  ? describe
  : (title: string, fn: () => void) => describeWhenSet('KURRENTDB_URL', title, fn);

const open = async () => {
  const running: ServerUnderTest = await server!();
  const store = await openKurrentDbEventStore(running.address);
  return {
    store,
    async close() {
      await store.close();
      await running.stop();
    },
  };
};

suite('event store on KurrentDB', () => {
  describe('the contract', () => eventStoreContract(open));

  describe('beyond the contract', () => {
    let t: Awaited<ReturnType<typeof open>>;
    beforeAll(async () => {
      t = await open();
    }, 180_000);
    afterAll(async () => {
      await t?.close();
    });

    it('when a command is retried after its stream moved on, then nothing is written and the first answer returns', async () => {
      const stream = `user-${randomUUID()}`;
      const events = [newEvent('Registered'), newEvent('EmailClaimed')];
      const first = await t.store.append(stream, events, { expectedVersion: 'no-stream' });
      await t.store.append(stream, [newEvent('ProfileChanged')], { expectedVersion: 2 });
      expect(await t.store.append(stream, events, { expectedVersion: 'no-stream' })).toEqual(first);
      expect(await t.store.streamVersion(stream)).toBe(3);
    });

    it('when 8 writers append to shared streams with exact versions while a reader catches up, then it reads every event once, each stream in version order', async () => {
      const streams = Array.from({ length: 6 }, () => `conc-${randomUUID()}`);
      const from = await t.store.head();
      const written = new Set<string>();
      const writer = async () => {
        for (let left = 60; left > 0;) {
          const stream = streams[Math.floor(Math.random() * streams.length)]!;
          const events = [newEvent('Tick'), newEvent('Tick')].slice(0, 1 + (left % 2));
          try {
            await t.store.append(stream, events, { expectedVersion: await t.store.streamVersion(stream) });
          } catch (error) {
            if (error instanceof ConcurrencyError) continue;
            throw error;
          }
          for (const e of events) written.add(e.eventId);
          left -= events.length;
        }
      };
      const read: StoredEvent[] = [];
      let checkpoint: Checkpoint = from;
      let writing = true;
      const reader = (async () => {
        while (writing || read.length < written.size) {
          const batch = await t.store.readAll(checkpoint, 37);
          read.push(...batch.events.filter((e) => streams.includes(e.streamId)));
          if (batch.events.length > 0)
            expect(compareCheckpoints(batch.checkpoint, checkpoint)).toBeGreaterThan(0);
          checkpoint = batch.checkpoint;
          if (batch.events.length === 0) await t.store.waitForEvents(200);
        }
      })();
      await Promise.all(Array.from({ length: 8 }, writer));
      writing = false;
      await reader;
      expect(read.map((e) => e.eventId).sort()).toEqual([...written].sort());
      for (const stream of streams) {
        const versions = read.filter((e) => e.streamId === stream).map((e) => e.version);
        expect(versions).toEqual(versions.map((_, i) => i + 1));
      }
    });
  });
});
