import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { ConcurrencyError, type EventStore, type StoredEvent } from '@academy/platform';
import { newEvent } from './new-event.js';

/** The atomic multi-stream append of the event-store contract (contract.ts runs it on every adapter). */
export const appendManyContract = (store: () => EventStore): void => {
  describe('appendMany', () => {
    it('when several streams are appended at once, then each holds its events and the answer gives each stream its version', async () => {
      const claim = `email-${randomUUID()}`;
      const user = `user-${randomUUID()}`;
      await store().append(user, [newEvent('Before')], { expectedVersion: 'no-stream' });
      const claimed = newEvent('EmailClaimed', { userID: 'u1' });
      const registered = [newEvent('UserRegistered', { n: 1 }, 'u1'), newEvent('MembershipChosen')];
      const result = await store().appendMany([
        { streamId: claim, events: [claimed], expectedVersion: 'no-stream' },
        { streamId: user, events: registered, expectedVersion: 1 },
      ]);
      expect(result.streams.map((s) => [s.streamId, s.nextVersion])).toEqual([
        [claim, 1],
        [user, 3],
      ]);
      const [claimRead, userRead] = [await store().readStream(claim), await store().readStream(user)];
      expect(claimRead.map((e) => [e.eventId, e.data, e.metadata])).toEqual([
        [claimed.eventId, claimed.data, claimed.metadata],
      ]);
      expect(userRead.map((e) => e.type)).toEqual(['Before', 'UserRegistered', 'MembershipChosen']);
      expect(userRead[1]!.metadata).toEqual(registered[0]!.metadata);
      expect(result.position).toBe(Math.max(claimRead[0]!.position, userRead[2]!.position));
      expect(result.streams[1]!.position).toBe(userRead[2]!.position);
    });

    it.each([
      ['the first', 0],
      ['the last', 2],
    ])(
      'when %s stream is not at its expected version, then it fails with a concurrency error naming it and no stream is written',
      async (_, stale) => {
        const streams = [`a-${randomUUID()}`, `b-${randomUUID()}`, `c-${randomUUID()}`];
        await store().append(streams[stale]!, [newEvent('Moved')], { expectedVersion: 'no-stream' });
        const error = await store()
          .appendMany(
            streams.map((streamId) => ({ streamId, events: [newEvent('X')], expectedVersion: 'no-stream' })),
          )
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ConcurrencyError);
        expect((error as ConcurrencyError).streamId).toBe(streams[stale]);
        const versions = await Promise.all(streams.map((s) => store().streamVersion(s)));
        expect(versions).toEqual(streams.map((_s, i) => (i === stale ? 1 : 0)));
      },
    );

    it('when the same command is appended again, then nothing is written twice and the first answer returns, even after a stream moved on', async () => {
      const streams = [`publication-numbers-${randomUUID()}`, `publication-${randomUUID()}`];
      const request = streams.map((streamId) => ({
        streamId,
        events: [newEvent('Reserved'), newEvent('Submitted')],
        expectedVersion: 'no-stream' as const,
      }));
      const first = await store().appendMany(request);
      await store().append(streams[0]!, [newEvent('Later')], { expectedVersion: 2 });
      expect(await store().appendMany(request)).toEqual(first);
      expect(await Promise.all(streams.map((s) => store().streamVersion(s)))).toEqual([3, 2]);
    });

    it('when racing commands claim the same stream with others, then exactly one wins and the losers leave nothing', async () => {
      const claim = `organization-name-${randomUUID()}`;
      const owners = Array.from({ length: 6 }, () => `organization-${randomUUID()}`);
      const outcomes = await Promise.allSettled(
        owners.map((owner) =>
          store().appendMany([
            { streamId: claim, events: [newEvent('NameClaimed', { owner })], expectedVersion: 'no-stream' },
            { streamId: owner, events: [newEvent('OrganizationCreated')], expectedVersion: 'no-stream' },
          ]),
        ),
      );
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      expect(won).toHaveLength(1);
      expect(
        outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof ConcurrencyError),
      ).toHaveLength(5);
      const claimed = (await store().readStream(claim)) as StoredEvent[];
      const owner = (claimed[0]!.data as { owner: string }).owner;
      const created = await Promise.all(owners.map((o) => store().streamVersion(o)));
      expect(created).toEqual(owners.map((o) => (o === owner ? 1 : 0)));
    });

    it('when a stream is named twice or carries no events, then the request is refused before anything is written', async () => {
      const stream = `twice-${randomUUID()}`;
      await expect(
        store().appendMany([
          { streamId: stream, events: [newEvent('A')], expectedVersion: 'any' },
          { streamId: stream, events: [newEvent('B')], expectedVersion: 'any' },
        ]),
      ).rejects.toThrow('twice');
      await expect(
        store().appendMany([{ streamId: stream, events: [], expectedVersion: 'any' }]),
      ).rejects.toThrow();
      expect(await store().streamVersion(stream)).toBe(0);
    });
  });
};
