import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { reactForTokenShipping, shipmentIdOf, startTokenShipping } from '@academy/command-service';
import { shipmentStreamId, userStreamId, type RecordedEvent } from '@academy/domain';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

let app: TestApp;
let member: TestMember;

const address = {
  name: 'Ada Lovelace',
  line1: '12 St James Square',
  line2: null,
  city: 'London',
  region: null,
  postalCode: 'SW1Y 4JH',
  country: 'GB',
};

const appendToUser = async (type: string, data: object): Promise<RecordedEvent> => {
  const store = app.server.core.store;
  const stream = userStreamId(member.userID);
  const eventId = randomUUID();
  await store.append(
    stream,
    [
      {
        type,
        data,
        eventId,
        metadata: {
          actor: 'provider:test',
          correlationId: randomUUID(),
          causationId: null,
          timestamp: new Date().toISOString(),
        },
      },
    ],
    { expectedVersion: await store.streamVersion(stream) },
  );
  return (await store.readStream(stream)).find((e) => e.eventId === eventId)!;
};

const activation = (token: boolean) => ({
  userID: member.userID,
  tier: 'fellow',
  orderID: null,
  subscriptionId: null,
  periodStart: new Date().toISOString(),
  periodEnd: null,
  token,
  actor: 'provider:test',
  reason: null,
});

const eventually = async <T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> => {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
};

beforeAll(async () => {
  app = await startTestApp({ passwords: fakePasswords });
  member = await app.member({ firstName: 'Ada', lastName: 'Lovelace' });
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

describe('the token-shipping process manager', () => {
  it('when a membership with a token is activated, then one shipment is requested with the newest address; replays and redeliveries add nothing', async () => {
    await appendToUser('ShippingAddressChanged', { userID: member.userID, personal: { address } });
    const activated = await appendToUser('MembershipActivated', activation(true));
    const store = app.server.core.store;
    const stream = shipmentStreamId(shipmentIdOf(activated.eventId));
    const events = await eventually(
      () => store.readStream(stream),
      (e) => e.length > 0,
    );
    expect(events.map((e) => [e.type, e.data])).toEqual([
      [
        'ShipmentRequested',
        {
          shipmentID: shipmentIdOf(activated.eventId),
          userID: member.userID,
          tier: 'fellow',
          causedBy: activated.eventId,
          personal: { address },
        },
      ],
    ]);
    expect(events[0]!.metadata).toMatchObject({
      actor: 'system:token-shipping',
      correlationId: activated.metadata.correlationId,
    });

    // A redelivery of the same event, and a replay of the whole history from the start.
    const deps = app.server.core;
    await reactForTokenShipping(deps, activated);
    await Promise.all([reactForTokenShipping(deps, activated), reactForTokenShipping(deps, activated)]);
    const replay = startTokenShipping(deps);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await replay.stop();
    expect(await store.streamVersion(stream)).toBe(1);
  });

  it('when the member changes their address, then the pending shipment takes it', async () => {
    const activated = await appendToUser('MembershipActivated', activation(true));
    const store = app.server.core.store;
    const stream = shipmentStreamId(shipmentIdOf(activated.eventId));
    await eventually(
      () => store.streamVersion(stream),
      (v) => v > 0,
    );
    const moved = { ...address, line1: '1 Dorset Street', postalCode: 'W1U 4EE' };
    await appendToUser('ShippingAddressChanged', { userID: member.userID, personal: { address: moved } });
    const events = await eventually(
      () => store.readStream(stream),
      (e) => e.length > 1,
    );
    expect(events.at(-1)).toMatchObject({
      type: 'ShipmentAddressChanged',
      data: { personal: { address: moved } },
    });
  });

  it("when an admin reads the member's audit, then the requested shipments are in it, by the process manager", async () => {
    const admin = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
    await runAdminCommand(app.server.core, {
      action: 'grant',
      email: admin.email,
      operator: 'operator:test',
    });
    const { body } = await admin.browser.json<{
      entries: { type: string; label: string; actorName: string }[];
    }>('GET', `/rest/admin/audit/users/${member.userID}?type=ShipmentRequested,ShipmentAddressChanged`);
    expect(body.entries.map((e) => [e.label, e.actorName])).toEqual([
      // Both shipments were still pending when the member moved: each took the new address.
      ['Shipment address changed', 'system:token-shipping'],
      ['Shipment address changed', 'system:token-shipping'],
      ['Shipment requested', 'system:token-shipping'],
      ['Shipment requested', 'system:token-shipping'],
    ]);
  });

  it('when a membership without a token is activated, then no shipment is requested', async () => {
    const activated = await appendToUser('MembershipActivated', activation(false));
    await reactForTokenShipping(app.server.core, activated);
    expect(await app.server.core.store.streamVersion(shipmentStreamId(shipmentIdOf(activated.eventId)))).toBe(
      0,
    );
  });
});

describe('shipments through the API', () => {
  it('when an admin ships from a CSV, delivers and returns, then the member sees the tracking; deliver before ship is 409 and appends nothing', async () => {
    const admin = await app.member({ firstName: 'Ship', lastName: 'Admin' });
    await runAdminCommand(app.server.core, {
      action: 'grant',
      email: admin.email,
      operator: 'operator:test',
    });
    const activated = await appendToUser('MembershipActivated', activation(true));
    const shipmentID = shipmentIdOf(activated.eventId);
    const store = app.server.core.store;
    await eventually(
      () => store.streamVersion(shipmentStreamId(shipmentID)),
      (v) => v > 0,
    );
    const path = (action: string) => `/rest/admin/shipments/${shipmentID}/${action}`;

    const early = await admin.browser.json('POST', path('delivered'), {});
    expect(early).toMatchObject({ status: 409, body: { error: 'invalid-transition' } });
    const version = await store.streamVersion(shipmentStreamId(shipmentID));

    const csv = `shipmentID,carrier,tracking\n${shipmentID},DHL,JD014600006281\n`;
    const imported = await admin.browser.json<{ results: { result: string }[] }>(
      'POST',
      '/rest/admin/shipments/import',
      { csv },
    );
    expect(imported.status).toBe(200);
    expect(imported.body.results).toEqual([{ line: 2, shipmentID, result: 'shipped' }]);
    expect(await store.streamVersion(shipmentStreamId(shipmentID))).toBe(version + 1);
    const again = await admin.browser.json<{ results: { result: string }[] }>(
      'POST',
      '/rest/admin/shipments/import',
      { csv },
    );
    expect(again.body.results[0]!.result).toBe('unchanged');

    const mine = await member.browser.json<{
      shipments: { shipmentID: string; status: string; carrier: string; tracking: string }[];
    }>('GET', '/rest/user/shipments');
    expect(mine.body.shipments.find((s) => s.shipmentID === shipmentID)).toMatchObject({
      status: 'shipped',
      carrier: 'DHL',
      tracking: 'JD014600006281',
    });

    const forAdmin = await admin.browser.json<{ shipments: { shipmentID: string; tracking: string }[] }>(
      'GET',
      `/rest/admin/users/${member.userID}/shipments`,
    );
    expect(forAdmin.body.shipments.find((s) => s.shipmentID === shipmentID)?.tracking).toBe('JD014600006281');

    expect((await admin.browser.json('POST', path('address'), address)).body).toMatchObject({
      error: 'invalid-transition',
    });
    expect((await admin.browser.json('POST', path('delivered'), {})).status).toBe(200);
    expect(
      (await admin.browser.json('POST', path('returned'), { reason: 'Refused at the door' })).status,
    ).toBe(200);
    const last = (await store.readStream(shipmentStreamId(shipmentID))).at(-1)!;
    expect(last).toMatchObject({
      type: 'ShipmentReturned',
      data: { reason: 'Refused at the door', by: admin.userID },
    });
  });

  it('when the input is bad, then 400 validation-failed names the field; an unknown shipment is 404', async () => {
    const admin = await app.member();
    await runAdminCommand(app.server.core, {
      action: 'grant',
      email: admin.email,
      operator: 'operator:test',
    });
    const id = randomUUID();
    const post = (path: string, body: unknown) => admin.browser.json('POST', path, body);
    expect((await post(`/rest/admin/shipments/${id}/shipped`, { carrier: '' })).body).toMatchObject({
      error: 'validation-failed',
      error_msg: 'Invalid fields: carrier, tracking',
    });
    expect((await post(`/rest/admin/shipments/${id}/returned`, {})).body).toMatchObject({
      error: 'validation-failed',
      error_msg: 'Invalid fields: reason',
    });
    expect(
      (await post(`/rest/admin/shipments/${id}/address`, { ...address, country: 'Britain' })).body,
    ).toMatchObject({ error: 'validation-failed', error_msg: 'Invalid fields: country' });
    expect((await post(`/rest/admin/shipments/${id}/delivered`, { extra: 1 })).body).toMatchObject({
      error: 'validation-failed',
    });
    expect((await post('/rest/admin/shipments/import', { csv: 'not,a\nshipment' })).body).toMatchObject({
      error: 'validation-failed',
      error_msg: 'Invalid fields: csv',
    });
    expect((await post('/rest/admin/shipments/import', {})).body).toMatchObject({
      error: 'validation-failed',
      error_msg: 'Invalid fields: csv',
    });
    expect((await post(`/rest/admin/shipments/${id}/delivered`, {})).status).toBe(404);
    expect((await post('/rest/admin/shipments/nope/delivered', {})).status).toBe(404);
    expect((await member.browser.json('POST', `/rest/admin/shipments/${id}/delivered`, {})).body).toEqual({
      error: 'forbidden',
      error_msg: 'You must be an admin to view this page.',
    });
    expect((await app.browser().json('GET', '/rest/user/shipments')).status).toBe(401);
  });
});
