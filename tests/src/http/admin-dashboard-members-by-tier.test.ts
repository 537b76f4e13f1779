import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { type DashboardCharts } from '@academy/domain';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

// A machine shared with other work can be slow.
jest.setTimeout(60_000);

// Members with histories (sign-ups, paid orders over time, upgrades, memberships that ended) are
// written into the read models the chart reads, as the projections would have left them; the
// chart's members by tier must equal the definition, computed here member by member.

const DAY = 86_400_000;
const TIERS = ['member', 'fellow', 'associate'];

interface Member {
  userID: string;
  joined: number;
  tier: string | null;
  status: string;
  running: boolean;
  periodEnd: number | null;
  paid: { tier: string; at: number }[];
}

let app: TestApp;
let admin: TestMember;
const members: Member[] = [];

/** A reproducible sequence (so a failure can be replayed). */
let seed = 7;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

beforeAll(async () => {
  app = await startTestApp({ passwords: fakePasswords });
  admin = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
  await runAdminCommand(app.server.core, { action: 'grant', email: admin.email, operator: 'operator:test' });
  const now = Date.now();
  for (let i = 0; i < 150; i++) {
    const joined = now - Math.floor(random() * 400) * DAY - Math.floor(random() * DAY);
    const paid = Array.from({ length: Math.floor(random() * 3) }, () => ({
      tier: pick(TIERS),
      at: joined + Math.floor(random() * 60 * DAY),
    })).filter((p) => p.at < now);
    const ended = random() < 0.4;
    members.push({
      userID: randomUUID(),
      joined,
      tier: random() < 0.1 ? null : pick(TIERS),
      status: pick(['active', 'cancelling', 'expired', 'none', 'pending-payment']),
      running: !ended,
      periodEnd: random() < 0.8 ? joined + Math.floor(random() * 300 * DAY) : null,
      paid,
    });
  }
  for (const m of members) {
    await app.db.query(
      `insert into admin_users (user_id, first_name, last_name, email, created_at, version)
       values ($1, 'Test', 'Member', $2, $3, 1)`,
      [m.userID, `${m.userID}@example.org`, new Date(m.joined).toISOString()],
    );
    await app.db.query(
      `insert into memberships (user_id, status, tier, period_end, running, state, version)
       values ($1, $2, $3, $4, $5, '{}', 1)`,
      [m.userID, m.status, m.tier, m.periodEnd && new Date(m.periodEnd).toISOString(), m.running],
    );
    for (const p of m.paid)
      await app.db.query(
        `insert into orders (order_id, user_id, tier, amount, currency, kind, status, created_at, paid_at, version)
         values ($1, $2, $3, 100, 'EUR', 'checkout', 'paid', $4, $4, 1)`,
        [randomUUID(), m.userID, p.tier, new Date(p.at).toISOString()],
      );
  }
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

/** The definition: at `at`, the tier a member counts in, or null. */
const tierAt = (m: Member, at: number): string | null => {
  if (m.tier === null || m.status === 'none' || m.status === 'pending-payment' || m.joined >= at) return null;
  if (!m.running && m.periodEnd !== null && m.periodEnd <= at) return null;
  if (m.paid.length === 0) return m.tier;
  const before = m.paid.filter((p) => p.at < at).sort((a, b) => a.at - b.at);
  return before.at(-1)?.tier ?? null;
};

describe('the dashboard chart of members by tier', () => {
  it.each(['30d', '12m'])(
    'when an admin asks for %s, then each bucket counts every member in the tier of their latest paid order by its end, while their membership held',
    async (range) => {
      const res = await admin.browser.get(`/rest/admin/dashboard/charts?range=${range}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as DashboardCharts;
      for (const bucket of body.buckets) {
        const end =
          body.unit === 'day'
            ? Date.parse(`${bucket.bucket}T00:00:00Z`) + DAY
            : Date.UTC(Number(bucket.bucket.slice(0, 4)), Number(bucket.bucket.slice(5, 7)), 1);
        const expected: Record<string, number> = {};
        for (const m of members) {
          const tier = tierAt(m, end);
          if (tier) expected[tier] = (expected[tier] ?? 0) + 1;
        }
        const shown = Object.fromEntries(Object.entries(bucket.membersByTier).filter(([, n]) => n > 0));
        expect({ bucket: bucket.bucket, ...shown }).toEqual({ bucket: bucket.bucket, ...expected });
      }
    },
  );
});
