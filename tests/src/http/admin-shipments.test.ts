import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { shipmentIdOf } from '@academy/command-service';
import { shipmentStreamId, userStreamId } from '@academy/domain';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

let app: TestApp;
let admin: TestMember;
let member: TestMember;

const address = (country: string) => ({
  name: 'Ada Lovelace',
  line1: '12 St James Square',
  line2: null,
  city: 'London',
  region: null,
  postalCode: 'SW1Y 4JH',
  country,
});

const append = async (member: TestMember, type: string, data: object) => {
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
  return eventId;
};

// A pending shipment takes the member's newest address: one member per country.
const requestShipment = async (member: TestMember, country: string): Promise<string> => {
  await append(member, 'ShippingAddressChanged', {
    userID: member.userID,
    personal: { address: address(country) },
  });
  const eventId = await append(member, 'MembershipActivated', {
    userID: member.userID,
    tier: 'fellow',
    orderID: null,
    subscriptionId: null,
    periodStart: new Date().toISOString(),
    periodEnd: null,
    token: true,
    actor: 'provider:test',
    reason: null,
  });
  const shipmentID = shipmentIdOf(eventId);
  for (
    let i = 0;
    i < 100 && (await app.server.core.store.streamVersion(shipmentStreamId(shipmentID))) === 0;
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return shipmentID;
};

interface List {
  shipments: {
    shipmentID: string;
    status: string;
    country: string;
    carrier: string | null;
    tracking: string | null;
  }[];
  total: number;
  page: number;
}

const list = async (query: string) => {
  for (let i = 0; ; i++) {
    const answer = await admin.browser.json<List>('GET', `/rest/admin/shipments${query}`);
    if (i > 60 || answer.status !== 200 || answer.body.total > 0) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

let gb: string;
let fr: string;

beforeAll(async () => {
  app = await startTestApp({ passwords: fakePasswords });
  member = await app.member({ firstName: 'Ada', lastName: 'Lovelace' });
  admin = await app.member({ firstName: 'Ship', lastName: 'Admin' });
  await runAdminCommand(app.server.core, { action: 'grant', email: admin.email, operator: 'operator:test' });
  gb = await requestShipment(member, 'GB');
  fr = await requestShipment(await app.member({ firstName: 'Marie', lastName: 'Curie' }), 'fr');
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

describe('GET /rest/admin/shipments', () => {
  it('when an admin filters by country and status, then only the matching shipments are listed, paged', async () => {
    const { status, body } = await list('?country=gb&status=requested');
    expect(status).toBe(200);
    expect(body.shipments.map((s) => [s.shipmentID, s.country, s.status])).toEqual([[gb, 'GB', 'requested']]);
    expect(body.total).toBe(1);

    const paged = await list('?status=requested&limit=1&page=2');
    expect(paged.body).toMatchObject({ total: 2, page: 2 });
    expect(paged.body.shipments.map((s) => s.shipmentID)).toEqual([gb]);
  });

  it('when a shipment is marked shipped, then the list shows it shipped with its tracking', async () => {
    const shipped = await admin.browser.json('POST', `/rest/admin/shipments/${fr}/shipped`, {
      carrier: 'DHL',
      tracking: 'JD014600006281',
    });
    expect(shipped.status).toBeLessThan(300);
    const { body } = await list('?status=shipped');
    expect(body.shipments.map((s) => [s.shipmentID, s.carrier, s.tracking])).toEqual([
      [fr, 'DHL', 'JD014600006281'],
    ]);
  });

  it('when an admin asks for CSV (Accept or format=csv), then the filtered list is exported as CSV', async () => {
    await list('?country=FR');
    for (const res of [
      await admin.browser.get('/rest/admin/shipments?country=FR', { accept: 'text/csv' }),
      await admin.browser.get('/rest/admin/shipments?country=FR&format=csv'),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      const lines = (await res.text()).trim().split('\r\n');
      expect(lines[0]).toMatch(/^shipmentID,userID,member,email,tier,status,country,/);
      expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([fr]);
    }
  });

  it.each([
    ['status=lost', 'status'],
    ['country=FRA', 'country'],
    ['from=yesterday', 'from'],
    ['to=2026-13-45', 'to'],
    ['page=0', 'page'],
    ['colour=red', 'colour'],
  ])('when the query has %s, then 400 validation-failed names %s', async (query, field) => {
    const { status, body } = await admin.browser.json<{ error: string; error_msg: string }>(
      'GET',
      `/rest/admin/shipments?${query}`,
    );
    expect(status).toBe(400);
    expect(body.error).toBe('validation-failed');
    expect(body.error_msg).toContain(field);
  });

  it('when a visitor or a member asks, then 401 and 403', async () => {
    expect((await app.browser().get('/rest/admin/shipments')).status).toBe(401);
    const denied = await member.browser.json<{ error_msg: string }>('GET', '/rest/admin/shipments');
    expect(denied.status).toBe(403);
    expect(denied.body.error_msg).toBe('You must be an admin to view this page.');
  });
});
