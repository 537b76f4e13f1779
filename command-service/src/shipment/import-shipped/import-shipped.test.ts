import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { failNextWrite, type FaultAt } from '../../testing/faults.js';
import { commandSpec, type SpecWorld } from '../../testing/http-spec.js';
import { admins, member } from '../../testing/members.js';

/** The import with its one write failing (nothing written) or the process failing right after it. */
const spec = commandSpec();
const faults: FaultAt[] = ['at-the-write', 'after-the-write'];
const keyed = (key: string, as: string) => ({ headers: { 'idempotency-key': key }, as });
const versionOf = (world: SpecWorld, streamId: string) => world.deps.store.streamVersion(streamId);

const requested = (shipmentID: string, userID: string) => ({
  [`shipment-${shipmentID}`]: [
    {
      type: 'ShipmentRequested',
      data: {
        shipmentID,
        userID,
        tier: 'fellow',
        causedBy: randomUUID(),
        personal: {
          address: {
            name: 'Ada',
            line1: '1 Lane',
            line2: null,
            city: 'London',
            region: null,
            postalCode: 'N1',
            country: 'GB',
          },
        },
      },
    },
  ],
});

describe.each(faults)('the shipments CSV import meeting a fault %s', (at) => {
  it('when the import fails, then no row is half applied, and the retry ships every row once', async () => {
    const grace = member();
    const [s1, s2] = [randomUUID(), randomUUID()];
    const csv = `shipmentID,carrier,tracking\n${s1},DHL,T1\n${s2},UPS,T2\n${randomUUID()},DHL,T3\n`;
    const res = await spec
      .given({
        ...grace.streams,
        ...admins(grace.userID),
        ...requested(s1, grace.userID),
        ...requested(s2, grace.userID),
      })
      .when(async (req) => {
        failNextWrite(req.deps.store, at);
        const failed = await req.post('/rest/admin/shipments/import', { csv }, keyed('c1', grace.userID));
        expect(failed.status).toBe(500);
        const shipped = at === 'at-the-write' ? 1 : 2;
        expect([await versionOf(req, `shipment-${s1}`), await versionOf(req, `shipment-${s2}`)]).toEqual([
          shipped,
          shipped,
        ]);
        return req.post<{ results: { result: string }[] }>(
          '/rest/admin/shipments/import',
          { csv },
          keyed('c1', grace.userID),
        );
      })
      .then({ status: 200 });
    const first = at === 'at-the-write' ? 'shipped' : 'unchanged';
    expect(res.body.results.map((r) => r.result)).toEqual([first, first, 'not-found']);
    expect([
      await versionOf(res.world, `shipment-${s1}`),
      await versionOf(res.world, `shipment-${s2}`),
    ]).toEqual([2, 2]);
  });
});
