// The admin dashboard's charts at an academy's size: node tests/dist/bench/dashboard-charts-cli.js
// [--members 100000] [--samples 5] [--postgres (on DATABASE_URL; else PGlite, the embedded default)]
import { dashboardCharts } from '@academy/query-service';
import { cliArg } from '../support/cli-args.js';
import { fakePasswords, startTestApp } from '../support/test-app.js';
import { ms, now, percentile } from './measure.js';

const members = Number(cliArg('members', '100000'));
const samples = Number(cliArg('samples', '5'));
const postgres = process.argv.includes('--postgres');
const app = await startTestApp({ passwords: fakePasswords, database: postgres ? 'postgres' : 'pglite' });
try {
  // The read models as the projections leave them: members who joined over three years, most with
  // a membership (some ended), 0–2 paid orders each over their first year (an upgrade among them).
  await app.db.query(`select setseed(0.42)`);
  await app.db.query(
    `insert into admin_users (user_id, first_name, last_name, email, created_at, version)
     select gen_random_uuid(), 'Bench', 'Member', 'm' || g || '@example.org',
            now() - random() * interval '1000 days', 1 from generate_series(1, $1) g`,
    [members],
  );
  await app.db.query(
    `insert into memberships (user_id, status, tier, period_end, running, state, version)
     select user_id, (array['active','active','cancelling','expired','none'])[1 + floor(random() * 5)::int],
            (array['member','fellow','associate'])[1 + floor(random() * 3)::int],
            created_at + random() * interval '900 days', random() < 0.6, '{}', 1 from admin_users`,
  );
  await app.db.query(
    `insert into orders (order_id, user_id, tier, amount, currency, kind, status, created_at, paid_at, version)
     select gen_random_uuid(), u.user_id, (array['member','fellow','associate'])[1 + floor(random() * 3)::int],
            6000, 'EUR', 'checkout', case when random() < 0.85 then 'paid' else 'open' end, t, t, 1
       from admin_users u, generate_series(1, 2) g,
            lateral (select u.created_at + random() * interval '400 days' as t) o
      where random() < 0.7 and o.t < now()`,
  );
  await app.db.query(`analyze`);
  for (const range of ['30d', '12m', 'all'] as const) {
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      const start = now();
      await dashboardCharts(app.db, range, new Date());
      times.push(now() - start);
    }
    process.stdout.write(
      `dashboard charts, ${range}, ${members.toLocaleString('en-US')} members on ${postgres ? 'PostgreSQL' : 'PGlite'}: ` +
        `p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))} (${samples} samples)\n`,
    );
  }
} finally {
  await app.close();
}
