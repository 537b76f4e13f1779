import { z } from 'zod';

const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: 'expected an ISO 8601 date or date-time',
});
const DAY_MS = 86_400_000;

/** A date alone starts at midnight UTC; as an upper bound it covers its whole day. */
const startOf = (value: string): number => Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
const endOf = (value: string): number =>
  value.length === 10 ? Date.parse(`${value}T00:00:00Z`) + DAY_MS - 1 : Date.parse(value);

/** `GET /rest/admin/audit/…?type=&from=&to=&page=&pageSize=&format=` */
export const auditQuerySchema = z
  .object({
    /** One event type or several, comma-separated. */
    type: z
      .string()
      .regex(/^[A-Za-z]+(,[A-Za-z]+)*$/, { error: 'expected event types separated by commas' })
      .optional(),
    from: instant.optional(),
    to: instant.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
    format: z.enum(['json', 'jsonl', 'csv']).default('json'),
  })
  .strict()
  .transform(({ type, from, to, ...rest }) => ({
    ...rest,
    types: type ? type.split(',') : [],
    from: from === undefined ? undefined : startOf(from),
    to: to === undefined ? undefined : endOf(to),
  }));

export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** `GET …/state?at=<ISO 8601>` */
export const auditStateQuerySchema = z
  .object({ at: z.iso.datetime({ offset: true, error: 'expected an ISO 8601 date-time' }) })
  .strict()
  .transform(({ at }) => ({ at: new Date(at) }));
