import { z } from 'zod';

/** The file's format name and version: a reader checks it before reading the rest. */
export const DATA_EXPORT_FORMAT = 'academy-member-data/1';

const json = z.unknown();
const isoTime = z.string();

/** A session as the export shows it: its times and user agent, never its token or the token's hash. */
export const dataExportSessionSchema = z.object({
  createdAt: isoTime,
  lastSeenAt: isoTime,
  expiresAt: isoTime,
  userAgent: z.string().nullable(),
  /** The session the file was downloaded with. */
  current: z.boolean(),
});

/** One event of the member's own streams, as their audit timeline shows it (before → after included). */
export const dataExportAuditEntrySchema = z.object({
  eventId: z.string(),
  streamId: z.string(),
  version: z.number(),
  position: z.number(),
  type: z.string(),
  label: z.string(),
  time: isoTime,
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  correlationId: z.string(),
  changes: z.array(z.object({ field: z.string(), before: json, after: json })),
});

/**
 * `GET /rest/user/data-export`: what the academy holds about the signed-in member, as a file
 * (`academy-data-<date>.json`). Every field is described in docs/privacy.md.
 */
export const dataExportSchema = z.object({
  format: z.literal(DATA_EXPORT_FORMAT),
  exportedAt: isoTime,
  userID: z.string(),
  account: z.object({
    email: z.string(),
    status: z.enum(['active', 'banned']),
    admin: z.boolean(),
    /** Linked OpenID identities as `issuer subject`. */
    identities: z.array(z.string()),
  }),
  /** Every profile field, whatever its visibility (null before the profile read model has it). */
  profile: z.record(z.string(), json).nullable(),
  membership: z.object({
    status: z.string(),
    tier: z.string().nullable(),
    periodEnd: z.string().nullable(),
    graceUntil: z.string().nullable(),
    pendingTier: z.string().nullable(),
    /** Each membership event of the member's stream, oldest first. */
    history: z.array(z.object({ type: z.string(), time: isoTime, data: json })),
  }),
  /** Orders and their payments (amount in minor units, status, refunds), newest first. */
  orders: z.array(z.record(z.string(), json)),
  /** Token shipments with their address, carrier and tracking, newest first. */
  shipments: z.array(z.record(z.string(), json)),
  /** Publications the member is an author of, every version, and a removal if any. */
  publications: z.array(
    z.object({
      pubNum: z.number(),
      submittedBy: z.string(),
      removal: json,
      versions: z.array(z.record(z.string(), json)),
    }),
  ),
  sessions: z.array(dataExportSessionSchema),
  /** The member's audit timeline: their user stream, orders and shipments, newest first. */
  audit: z.array(dataExportAuditEntrySchema),
});

export type DataExport = z.infer<typeof dataExportSchema>;
export type DataExportSession = z.infer<typeof dataExportSessionSchema>;

/** The file's name for a download on `date`: `academy-data-2026-11-26.json`. */
export const dataExportFileName = (date: Date): string =>
  `academy-data-${date.toISOString().slice(0, 10)}.json`;
