import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { waitForProjections } from '@academy/platform';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ passwords: fakePasswords });
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

interface Order {
  orderID: string;
  memberName: string;
  periodStart: string | null;
  periodEnd: string | null;
}

describe('GET /rest/membership/orders/{orderID}', () => {
  it('when a member who paid opens their order, then it names them and the period the payment covers', async () => {
    const ada = await app.member({ firstName: 'Ada', lastName: 'Lovelace', membershipTier: 'member' });
    const target = await app.server.core.store.head();
    expect(await waitForProjections(app.db, ['orders'], target, 10_000)).toBe(true);
    const { body: history } = await ada.browser.json<{ payments: { orderID: string }[] }>(
      'GET',
      '/rest/membership/payments',
    );
    const orderID = history.payments[0]!.orderID;
    const { status, body } = await ada.browser.json<Order>('GET', `/rest/membership/orders/${orderID}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ orderID, memberName: 'Ada Lovelace' });
    expect(body.periodStart).not.toBeNull();
    const months = (Date.parse(body.periodEnd!) - Date.parse(body.periodStart!)) / (30 * 24 * 60 * 60_000);
    expect(Math.round(months)).toBe(12);
  });
});
