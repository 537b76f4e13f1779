// The audit area's names, as the domain's index offers them.
export {
  AUDIT_LOG_STREAM,
  auditEventSchemas,
  auditSubjectKindSchema,
  type AuditEvent,
  type AuditSubjectKind,
} from './events.js';
export {
  auditFieldsOf,
  diffAuditStates,
  evolveAuditState,
  flattenData,
  type AuditChange,
  type AuditState,
  type AuditValue,
} from './audit-state.js';
export {
  auditEventLabel,
  auditTypeLabel,
  correlationGroupName,
  defaultEventLabel,
  describeActor,
  type TierNamer,
} from './labels.js';
export {
  AUDIT_CSV_HEADER,
  auditActorOf,
  auditCsvLine,
  auditReasonOf,
  auditStateAt,
  foldAuditStream,
  matchesAuditFilter,
  newestFirst,
  type AuditEntry,
  type AuditFilter,
  type FoldedAuditStream,
} from './timeline.js';
export { auditQuerySchema, auditStateQuerySchema, type AuditQuery } from './schemas.js';
export { type AuditTimelineEntry, type AuditTimeline, type AuditStateAt } from './answers.js';
export { type AuditMail, type AuditMails } from './answers.js';
