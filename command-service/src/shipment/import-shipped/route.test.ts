import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { commandSpec } from '../../testing/http-spec.js';
import { admins, member } from '../../testing/members.js';

const spec = commandSpec();

const address = {
  name: 'Ada',
  line1: '1 Lane',
  line2: null,
  city: 'London',
  region: null,
  postalCode: 'N1',
  country: 'GB',
};
const requested = (shipmentID: string, userID: string) => ({
  type: 'ShipmentRequested',
  data: { shipmentID, userID, tier: 'fellow', causedBy: randomUUID(), personal: { address } },
});
const shipped = (shipmentID: string, by: string) => ({
  type: 'ShipmentShipped',
  data: { shipmentID, carrier: 'DHL', tracking: 'OLD', by },
});
const delivered = (shipmentID: string, by: string) => ({
  type: 'ShipmentDelivered',
  data: { shipmentID, by },
});

describe('POST /rest/admin/shipments/import', () => {
  it('when some rows are refused, then each is answered with its line and reason and only the others are written', async () => {
    const grace = member();
    const [ok, gone] = [randomUUID(), randomUUID()];
    const unknown = randomUUID();
    const csv = `shipmentID,carrier,tracking\n${ok},DHL,T1\n${unknown},UPS,T2\n${gone},DHL,T3\n`;
    const res = await spec
      .given({
        ...grace.streams,
        ...admins(grace.userID),
        [`shipment-${ok}`]: [requested(ok, grace.userID)],
        [`shipment-${gone}`]: [
          requested(gone, grace.userID),
          shipped(gone, grace.userID),
          delivered(gone, grace.userID),
        ],
      })
      .when((req) =>
        req.post<{ results: { line: number; result: string; reason?: string }[] }>(
          '/rest/admin/shipments/import',
          { csv },
          { as: grace.userID },
        ),
      )
      .then({ status: 200 });
    expect(res.body.results.map(({ line, result }) => [line, result])).toEqual([
      [2, 'shipped'],
      [3, 'not-found'],
      [4, 'invalid-transition'],
    ]);
    expect(res.body.results[0]!.reason).toBeUndefined();
    expect(res.body.results[1]!.reason).toMatch(/\w/);
    expect(res.body.results[2]!.reason).toMatch(/\w/);
    expect(Object.keys(res.appended)).toEqual([`shipment-${ok}`]);
  });

  it('when lines are malformed, then 400 lists each with its line number and reason, and nothing is written', async () => {
    const grace = member();
    const id = randomUUID();
    const csv = `shipmentID,carrier,tracking\n${id},DHL,T1\nnot-a-uuid,DHL,T2\n${id},DHL\n${id},,T4\n`;
    await spec
      .given({ ...grace.streams, ...admins(grace.userID), [`shipment-${id}`]: [requested(id, grace.userID)] })
      .when((req) => req.post('/rest/admin/shipments/import', { csv }, { as: grace.userID }))
      .then({
        status: 400,
        body: {
          error: 'validation-failed',
          error_msg: 'Invalid fields: csv',
          fields: [
            { path: 'csv', message: 'Line 3: The shipment ID is not a UUID' },
            { path: 'csv', message: 'Line 4: 2 cells, not 3 (shipmentID,carrier,tracking)' },
            { path: 'csv', message: 'Line 5: The carrier is empty' },
          ],
          data: {
            refused: [
              { line: 3, reason: 'The shipment ID is not a UUID' },
              { line: 4, reason: '2 cells, not 3 (shipmentID,carrier,tracking)' },
              { line: 5, reason: 'The carrier is empty' },
            ],
          },
        },
        appended: {},
      });
  });
});
