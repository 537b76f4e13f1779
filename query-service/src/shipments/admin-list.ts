import {
  csvLine,
  parseWith,
  shipmentStatuses,
  type AdminShipmentRow,
  type AdminShipmentsAnswer,
  type ShipmentStatus,
} from '@academy/domain';
import { RouteTable, type SqlExecutor } from '@academy/platform';
import { z } from 'zod';
import { type QueryDeps } from '../deps.js';
import { readYourWrites } from '../freshness/read-your-writes.js';
import { singleValues } from '../registry/route.js';

const isoDate = z
  .string()
  .trim()
  .refine((s) => /^\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(Date.parse(s)), {
    error: 'expected an ISO 8601 date',
  });

/** `GET /rest/admin/shipments` query: every field optional, unknown fields refused. */
export const adminShipmentListSchema = z
  .object({
    status: z.enum(shipmentStatuses as [ShipmentStatus, ...ShipmentStatus[]]).optional(),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: 'expected an ISO 3166-1 alpha-2 country code' })
      .transform((c) => c.toUpperCase())
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    sort: z
      .enum(['requested', '-requested', 'updated', '-updated', 'country', '-country'])
      .default('-requested'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    format: z.enum(['json', 'csv']).optional(),
  })
  .strict();

export type AdminShipmentList = z.infer<typeof adminShipmentListSchema>;

interface Row {
  shipment_id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  tier: string;
  status: ShipmentStatus;
  address: Record<string, string | null> | string | null;
  country: string | null;
  carrier: string | null;
  tracking: string | null;
  return_reason: string | null;
  requested_at: Date | string;
  updated_at: Date | string;
  total: string | number;
}

const toRow = (r: Row): AdminShipmentRow => ({
  shipmentID: r.shipment_id,
  userID: r.user_id,
  memberName: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
  email: r.email,
  tier: r.tier,
  status: r.status,
  address:
    typeof r.address === 'string' ? (JSON.parse(r.address) as Record<string, string | null>) : r.address,
  country: r.country,
  carrier: r.carrier,
  tracking: r.tracking,
  returnReason: r.return_reason,
  requested: new Date(r.requested_at).toISOString(),
  updated: new Date(r.updated_at).toISOString(),
});

const orderBy: Record<AdminShipmentList['sort'], string> = {
  requested: 's.requested_at asc',
  '-requested': 's.requested_at desc',
  updated: 's.updated_at asc',
  '-updated': 's.updated_at desc',
  country: 's.country asc nulls last',
  '-country': 's.country desc nulls last',
};

/** The filtered shipments, one page (or all of them for the CSV export when `all`). */
export const listAdminShipments = async (
  db: SqlExecutor,
  q: AdminShipmentList,
  all = false,
): Promise<AdminShipmentsAnswer> => {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.status) {
    params.push(q.status);
    where.push(`s.status = $${params.length}`);
  }
  if (q.country) {
    params.push(q.country);
    where.push(`s.country = $${params.length}`);
  }
  if (q.from) {
    params.push(new Date(q.from).toISOString());
    where.push(`s.requested_at >= $${params.length}`);
  }
  if (q.to) {
    // A bare date means the whole day.
    const to = /^\d{4}-\d{2}-\d{2}$/.test(q.to) ? new Date(Date.parse(q.to) + 86_400_000) : new Date(q.to);
    params.push(to.toISOString());
    where.push(`s.requested_at ${/^\d{4}-\d{2}-\d{2}$/.test(q.to) ? '<' : '<='} $${params.length}`);
  }
  const filter = where.length ? where.join(' and ') : 'true';
  let paging = '';
  if (!all) {
    params.push(q.limit, (q.page - 1) * q.limit);
    paging = `limit $${params.length - 1} offset $${params.length}`;
  }
  const { rows } = await db.query<Row>(
    `select s.*, u.first_name, u.last_name, u.email, count(*) over () as total
       from admin_shipments s left join admin_users u on u.user_id = s.user_id
      where ${filter} order by ${orderBy[q.sort]}, s.shipment_id ${paging}`,
    params,
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && !all && q.page > 1) {
    const counted = await db.query<{ n: string | number }>(
      `select count(*) as n from admin_shipments s where ${filter}`,
      params.slice(0, -2),
    );
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return { shipments: rows.map(toRow), total, page: q.page, limit: q.limit };
};

export const SHIPMENTS_CSV_HEADER =
  'shipmentID,userID,member,email,tier,status,country,name,line1,line2,city,region,postalCode,carrier,tracking,returnReason,requested,updated';

/** One CSV line of a shipment (quoted when needed, formulas neutralised: the domain's `csvLine`). */
export const shipmentCsvLine = (s: AdminShipmentRow): string =>
  csvLine([
    s.shipmentID,
    s.userID,
    s.memberName,
    s.email,
    s.tier,
    s.status,
    s.country,
    s.address?.name,
    s.address?.line1,
    s.address?.line2,
    s.address?.city,
    s.address?.region,
    s.address?.postalCode,
    s.carrier,
    s.tracking,
    s.returnReason,
    s.requested,
    s.updated,
  ]);

/**
 * `GET /rest/admin/shipments?status=&country=&from=&to=&sort=&page=&limit=` (admins) →
 * `{ shipments, total, page, limit }`; with `Accept: text/csv` or `format=csv`, the whole filtered
 * list as CSV. From the `shipments` read model.
 */
export const adminShipmentsRoute = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get(
    '/rest/admin/shipments',
    { admin: true },
    readYourWrites(deps, ['shipments', 'admin-users']),
    async (req, res) => {
      const q = parseWith(adminShipmentListSchema, singleValues(req.query));
      const wantsCsv =
        q.format === 'csv' || (q.format !== 'json' && /\btext\/csv\b/.test(req.get('accept') ?? ''));
      res.set('Cache-Control', 'no-store');
      if (wantsCsv) {
        const { shipments } = await listAdminShipments(deps.db, q, true);
        res
          .type('text/csv')
          .attachment('shipments.csv')
          .send([SHIPMENTS_CSV_HEADER, ...shipments.map(shipmentCsvLine)].join('\r\n') + '\r\n');
        return;
      }
      res.json(await listAdminShipments(deps.db, q));
    },
  );
