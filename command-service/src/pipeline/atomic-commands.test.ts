import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  organizationNameKey,
  organizationNameStreamId,
  PUBLICATION_NUMBERS_STREAM,
  publicationStreamId,
} from '@academy/domain';
import { sha256Hex } from '@academy/platform';
import { emailStreamId } from '../email-claim/email-stream.js';
import { submission } from '../publication/publication-spec-support.js';
import { failNextWrite, type FaultAt } from '../testing/faults.js';
import { commandSpec, type SpecWorld } from '../testing/http-spec.js';
import { admins, member } from '../testing/members.js';

/**
 * Fault injection: every command that writes several streams, with its one write failing (nothing
 * written) or the process failing right after it (written, no answer). Then: no orphan claim, no
 * gap in the Journal's numbers, no key left "still running", and a retry with the same
 * Idempotency-Key succeeds, appending nothing twice.
 */
const spec = commandSpec({ idempotency: { waitForFirstMs: 2_000 } });
const faults: FaultAt[] = ['at-the-write', 'after-the-write'];
const keyed = (key: string, as?: string) => ({ headers: { 'idempotency-key': key }, ...(as ? { as } : {}) });
const versionOf = (world: SpecWorld, streamId: string) => world.deps.store.streamVersion(streamId);

describe.each(faults)('a command whose write meets a fault %s', (at) => {
  it('when a sign-up fails, then no claim outlives it, the retry signs up once, and the address is the new member’s', async () => {
    const body = {
      email: `${randomUUID()}@example.org`,
      password: 'a long enough password',
      firstName: 'A',
      lastName: 'B',
    };
    await spec
      .given()
      .when(async (req) => {
        failNextWrite(req.deps.store, at);
        const failed = await req.post('/rest/signup', body, keyed('k1'));
        expect(failed.status).toBe(500);
        expect(await versionOf(req, emailStreamId(body.email))).toBe(at === 'at-the-write' ? 0 : 1);
        const retried = await req.post<{ userID: string }>('/rest/signup', body, keyed('k1'));
        expect(retried.status).toBe(201);
        const claim = await req.deps.store.readStream(emailStreamId(body.email));
        expect(claim.map((e) => e.data)).toEqual([{ userID: retried.body.userID }]);
        expect(await versionOf(req, `user-${retried.body.userID}`)).toBe(1);
        return retried;
      })
      .then({ status: 201 });
  });

  it('when a submission fails, then no number is left without its publication: the Journal reads 1..N and the retry keeps the number it took', async () => {
    const [ada, bob] = [member({ membershipTier: 'member' }), member({ membershipTier: 'member' })];
    await spec
      .given({ ...ada.streams, ...bob.streams })
      .when(async (req) => {
        failNextWrite(req.deps.store, at);
        const failed = await req.post(
          '/rest/journal/publications',
          submission(ada.userID),
          keyed('s1', ada.userID),
        );
        // Failing after its write, it finds its own events there and answers them: number 1.
        expect([failed.status, failed.body.pubNum]).toEqual(
          at === 'at-the-write' ? [500, undefined] : [201, 1],
        );
        const other = await req.post('/rest/journal/publications', submission(bob.userID), {
          as: bob.userID,
        });
        const retried = await req.post(
          '/rest/journal/publications',
          submission(ada.userID),
          keyed('s1', ada.userID),
        );
        expect([other.status, retried.status]).toEqual([201, 201]);
        // Written before the fault: the retry answers the number it took (1); else it takes the next.
        const expected = at === 'after-the-write' ? [2, 1] : [1, 2];
        expect([other.body.pubNum, retried.body.pubNum]).toEqual(expected);
        const numbers = await req.deps.store.readStream(PUBLICATION_NUMBERS_STREAM);
        expect(numbers.map((e) => (e.data as { pubNum: number }).pubNum)).toEqual([1, 2]);
        for (const n of [1, 2]) expect(await versionOf(req, publicationStreamId(n))).toBe(1);
        return retried;
      })
      .then({ status: 201 });
  });

  it('when an organization’s creation fails, then its name is not blocked and the retry creates it once', async () => {
    const ada = member();
    const name = `Society ${randomUUID()}`;
    const claim = organizationNameStreamId(sha256Hex(organizationNameKey(name)));
    await spec
      .given(ada.streams)
      .when(async (req) => {
        failNextWrite(req.deps.store, at);
        const failed = await req.post(
          '/rest/organizations',
          { name, kind: 'other' },
          keyed('o1', ada.userID),
        );
        expect(failed.status).toBe(500);
        expect(await versionOf(req, claim)).toBe(at === 'at-the-write' ? 0 : 1);
        const retried = await req.post<{ id: string }>(
          '/rest/organizations',
          { name, kind: 'other' },
          keyed('o1', ada.userID),
        );
        expect(retried.status).toBe(201);
        expect(await versionOf(req, claim)).toBe(1);
        expect(await versionOf(req, `organization-${retried.body.id}`)).toBe(1);
        return retried;
      })
      .then({ status: 201 });
  });

  it('when a free order fails, then neither the order nor the membership is written alone, and the retry writes both once', async () => {
    const [ada, grace] = [member(), member()];
    const body = { userID: ada.userID, membershipTier: 'fellow', months: 12, reason: 'Founding member' };
    const res = await spec
      .given({ ...ada.streams, ...grace.streams, ...admins(grace.userID) })
      .when(async (req) => {
        failNextWrite(req.deps.store, at);
        const failed = await req.post('/rest/admin/free-orders', body, keyed('f1', grace.userID));
        expect(failed.status).toBe(500);
        const afterFault = await versionOf(req, `user-${ada.userID}`);
        expect(afterFault > 1).toBe(at === 'after-the-write');
        const retried = await req.post<{ orderID: string }>(
          '/rest/admin/free-orders',
          body,
          keyed('f1', grace.userID),
        );
        const afterRetry = await versionOf(req, `user-${ada.userID}`);
        expect(afterRetry).toBeGreaterThan(1);
        if (at === 'after-the-write') expect(afterRetry).toBe(afterFault); // nothing twice
        return retried;
      })
      .then({ status: 201 });
    expect(await versionOf(res.world, `order-${res.body.orderID}`)).toBe(1);
  });
});
