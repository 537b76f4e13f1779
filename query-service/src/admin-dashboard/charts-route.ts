import { dashboardChartsQuerySchema, parseWith, type DashboardCharts } from '@academy/domain';
import { RouteTable } from '@academy/platform';
import { type QueryDeps } from '../deps.js';
import { readYourWrites } from '../freshness/read-your-writes.js';
import { singleValues } from '../registry/route.js';
import { dashboardCharts } from './chart-queries.js';
import { topSearchMisses } from './search-misses-top.js';

/**
 * `GET /rest/admin/dashboard/charts?range=30d|12m|all` (admins): per day (30 days) or month (12
 * months, all time) sign-ups, revenue per currency, members by tier, churn and submissions, read from
 * the read models (`admin-users`, `orders`, `memberships`, the Journal's publications); and the
 * Registry searches that found nobody (`registry_search_misses`, 30 or 90 days).
 */
export const adminDashboardChartsRoute = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get(
    '/rest/admin/dashboard/charts',
    { admin: true },
    readYourWrites(deps, ['admin-users', 'orders', 'memberships', 'journal']),
    async (req, res) => {
      const { range } = parseWith(dashboardChartsQuerySchema, singleValues(req.query));
      const now = deps.clock?.() ?? new Date();
      const [charts, searchMisses] = await Promise.all([
        dashboardCharts(deps.db, range, now),
        topSearchMisses(deps.db, range, now),
      ]);
      const answer: DashboardCharts = { ...charts, searchMisses };
      res.set('Cache-Control', 'no-store').json(answer);
    },
  );
