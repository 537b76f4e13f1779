import { z } from 'zod';
import { type EventOf, type EventSchemas } from '../event-sourcing/event-schemas.js';

/** The `audit-log` stream: who read whose history, and when (reading an audit is itself recorded). */
export const AUDIT_LOG_STREAM = 'audit-log';

export const auditSubjectKindSchema = z.enum(['user', 'publication']);
export type AuditSubjectKind = z.infer<typeof auditSubjectKindSchema>;

export const auditEventSchemas = {
  AuditViewed: z.object({
    /** The admin who read it (also the metadata's actor). */
    adminID: z.string(),
    subject: z.object({ kind: auditSubjectKindSchema, id: z.string() }),
    /** `timeline`, `state` (time travel), `jsonl` or `csv` (exports). */
    view: z.enum(['timeline', 'state', 'jsonl', 'csv', 'mails']),
  }),
} satisfies EventSchemas;

export type AuditEvent = EventOf<typeof auditEventSchemas>;
