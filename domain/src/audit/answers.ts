import { type AuditState } from './audit-state.js';
import { type AuditSubjectKind } from './events.js';
import { type AuditEntry } from './timeline.js';

/** A timeline entry as answered: the entry, with its actor's name. */
export interface AuditTimelineEntry extends AuditEntry {
  actorName: string;
}

/**
 * `GET /rest/admin/audit/users/{userID}` and `…/publications/{pubNum}` (JSON): a page of the
 * subject's history, the event types it holds, and the position of the `AuditViewed` it recorded.
 */
export interface AuditTimeline {
  subject: { kind: AuditSubjectKind; id: string; name: string; state: AuditState };
  total: number;
  page: number;
  pageSize: number;
  types: { type: string; label: string; count: number }[];
  entries: AuditTimelineEntry[];
  position: number;
}

/** `GET /rest/admin/audit/…/state?at=`: the subject (and the streams it relates to) as of `at`. */
export interface AuditStateAt {
  subject: { kind: AuditSubjectKind; id: string; name: string };
  at: string;
  exists: boolean;
  state: AuditState | null;
  related: { streamId: string; state: AuditState }[];
  position: number;
}

/** One mail the academy queued for a member, as the audit shows it: never its address or its body. */
export interface AuditMail {
  /** The template: welcome, receipt, payment-failed, … (docs/membership.md lists them). */
  kind: string;
  status: 'queued' | 'sent' | 'failed';
  queuedAt: string;
  sentAt: string | null;
  attempts: number;
  /** The last failure's code (an SMTP reply code), null once sent. */
  lastError: string | null;
}

/** `GET /rest/admin/audit/users/{userID}/mails`: the member's mails, newest first (at most 500), and the `AuditViewed` position. */
export interface AuditMails {
  mails: AuditMail[];
  position: number;
}
