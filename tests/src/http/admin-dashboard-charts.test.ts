import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { type DashboardCharts } from '@academy/domain';
import { submitPublication } from '../support/publications.js';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

let app: TestApp;
let admin: TestMember;
let member: TestMember;
let paidCents: number;
let position: number;

beforeAll(async () => {
  app = await startTestApp({ passwords: fakePasswords });
  admin = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
  member = await app.member({ firstName: 'Ada', lastName: 'Lovelace', membershipTier: 'member' });
  await runAdminCommand(app.server.core, { action: 'grant', email: admin.email, operator: 'operator:test' });
  ({ position } = await submitPublication(member));
  const { rows } = await app.db.query<{ cents: string }>(
    `select coalesce(sum(amount - refunded), 0) as cents from orders where status = 'paid'`,
  );
  paidCents = Number(rows[0]?.cents);
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

const charts = async (range: string, as: TestMember = admin) => {
  const res = await as.browser.get(`/rest/admin/dashboard/charts?range=${range}`, {
    'X-Min-Position': String(position),
  });
  return { status: res.status, body: (await res.json()) as DashboardCharts & { error?: string } };
};

const total = (values: Record<string, number>) => Object.values(values).reduce((n, v) => n + v, 0);

describe('GET /rest/admin/dashboard/charts', () => {
  it('when an admin asks for 30 days, then 30 daily buckets, today holding the sign-ups, the revenue, the member and the submission', async () => {
    const { status, body } = await charts('30d');
    expect(status).toBe(200);
    expect(body).toMatchObject({ range: '30d', unit: 'day', tiers: ['member'] });
    expect(body.buckets).toHaveLength(30);
    const today = body.buckets.at(-1)!;
    expect(today.bucket).toBe(new Date().toISOString().slice(0, 10));
    expect(paidCents).toBeGreaterThan(0);
    expect(today).toMatchObject({ signups: 2, membersByTier: { member: 1 }, churn: 0, submissions: 1 });
    expect(total(today.revenue)).toBe(paidCents);
    // The days before are zeros, not missing.
    expect(body.buckets[0]).toMatchObject({ signups: 0, submissions: 0, membersByTier: { member: 0 } });
  });

  it('when an admin asks for 12 months or all time, then monthly buckets ending with this month and its counts', async () => {
    for (const range of ['12m', 'all']) {
      const { status, body } = await charts(range);
      expect(status).toBe(200);
      expect(body.unit).toBe('month');
      expect(body.buckets).toHaveLength(12);
      const month = body.buckets.at(-1)!;
      expect(month.bucket).toBe(new Date().toISOString().slice(0, 7));
      expect(month).toMatchObject({ signups: 2, membersByTier: { member: 1 }, submissions: 1 });
      expect(total(month.revenue)).toBe(paidCents);
      expect(body.buckets.slice(0, -1).every((b) => b.signups === 0)).toBe(true);
    }
  });

  it('when the range is not one of 30d, 12m, all, then 400 with error and error_msg', async () => {
    const { status, body } = await charts('7y');
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'validation-failed', error_msg: expect.any(String) });
    expect(JSON.stringify(body)).toContain('range');
  });

  it('when a member or a visitor asks, then 403 and 401', async () => {
    expect((await charts('30d', member)).status).toBe(403);
    expect((await app.browser().get('/rest/admin/dashboard/charts')).status).toBe(401);
  });
});
