import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { type AdminUserDetail, type MembershipAnswer } from '@academy/domain';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

let app: TestApp;
let admin: TestMember;
let fellow: TestMember;

beforeAll(async () => {
  app = await startTestApp({ passwords: fakePasswords });
  admin = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
  await runAdminCommand(app.server.core, { action: 'grant', email: admin.email, operator: 'operator:test' });
  fellow = await app.member({ firstName: 'Ada', lastName: 'Lovelace', membershipTier: 'fellow' });
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

const own = async (): Promise<MembershipAnswer> =>
  (await fellow.browser.json<MembershipAnswer>('GET', '/rest/membership')).body;

const asAdmin = async (position: number): Promise<AdminUserDetail> => {
  const res = await admin.browser.get(`/rest/admin/users/${fellow.userID}`, {
    'x-min-position': String(position),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as AdminUserDetail;
};

describe('the admin user page’s membership', () => {
  it('when a Fellow has cancelled, then the admin reads the same membership as the member: cancelling, with its end', async () => {
    const cancelled = await fellow.browser.json<{ position: number }>('POST', '/rest/membership/cancel', {});
    expect(cancelled.status).toBe(200);
    const mine = await own();
    expect(mine).toMatchObject({ status: 'cancelling', tier: { id: 'fellow', name: 'Fellow' } });
    expect(mine.periodEnd).not.toBeNull();
    const seen = await asAdmin(cancelled.body.position);
    expect(seen.membership).toEqual(mine);
  });
});
