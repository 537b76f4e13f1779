import { type RecordedEvent } from '../event-sourcing/events.js';
import { csvLine } from '../text/csv-cell.js';
import { diffAuditStates, evolveAuditState, type AuditChange, type AuditState } from './audit-state.js';
import { auditEventLabel, type TierNamer } from './labels.js';

/** One line of an audit timeline: what happened, when, by whom, why, and what changed. */
export interface AuditEntry {
  eventId: string;
  streamId: string;
  version: number;
  position: number;
  type: string;
  label: string;
  /** When it happened (the command's clock), ISO 8601. */
  time: string;
  /** A user id, `operator:…`, `provider:stripe`, `system:scheduler`, or null. */
  actor: string | null;
  reason: string | null;
  correlationId: string;
  /** Before → after, derived by folding the stream up to this event. */
  changes: AuditChange[];
}

type AuditInput = Pick<
  RecordedEvent,
  'eventId' | 'streamId' | 'version' | 'position' | 'type' | 'data' | 'metadata'
>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

/** Who did it: the acting admin or provider the data names, else the command's actor. */
export const auditActorOf = (event: Pick<RecordedEvent, 'type' | 'data' | 'metadata'>): string | null => {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const named = text(data.by) ?? text(data.revisedBy) ?? text(data.submittedBy) ?? text(data.actor);
  if (named && named !== 'member') return named;
  if (event.metadata.actor) return event.metadata.actor;
  // The member acting themself (signing up, choosing a tier) before any session names them.
  if (named === 'member' || event.type === 'UserRegistered') return text(data.userID) ?? named;
  return null;
};

export const auditReasonOf = (event: Pick<RecordedEvent, 'data'>): string | null => {
  const data = (event.data ?? {}) as Record<string, unknown>;
  return text(data.reason) ?? text(data.note) ?? text(data.changeNote);
};

export interface FoldedAuditStream {
  state: AuditState;
  /** Oldest first. */
  entries: AuditEntry[];
}

/**
 * Folds a stream's events (oldest first) into its entries, each with its before → after; `from`
 * continues a fold; `tierName` words the tiers of the labels (the catalogue's names).
 */
export const foldAuditStream = (
  events: readonly AuditInput[],
  from: AuditState = {},
  tierName?: TierNamer,
): FoldedAuditStream => {
  let state = from;
  const entries: AuditEntry[] = [];
  for (const event of events) {
    const after = evolveAuditState(state, event);
    entries.push({
      eventId: event.eventId,
      streamId: event.streamId,
      version: event.version,
      position: event.position,
      type: event.type,
      label: auditEventLabel(event, tierName),
      time: event.metadata.timestamp,
      actor: auditActorOf(event),
      reason: auditReasonOf(event),
      correlationId: event.metadata.correlationId,
      changes: diffAuditStates(state, after),
    });
    state = after;
  }
  return { state, entries };
};

/** The subject exactly as it stood at `at`: its events up to that instant folded (null when it did not exist yet). */
export const auditStateAt = (events: readonly AuditInput[], at: Date): AuditState | null => {
  const limit = at.getTime();
  let state: AuditState | null = null;
  for (const event of events) {
    if (Date.parse(event.metadata.timestamp) > limit) break;
    state = evolveAuditState(state ?? {}, event);
  }
  return state;
};

export interface AuditFilter {
  types?: readonly string[];
  /** Epoch milliseconds, inclusive. */
  from?: number;
  to?: number;
}

export const matchesAuditFilter = (entry: AuditEntry, filter: AuditFilter): boolean => {
  if (filter.types && filter.types.length > 0 && !filter.types.includes(entry.type)) return false;
  if (filter.from === undefined && filter.to === undefined) return true;
  const time = Date.parse(entry.time);
  if (filter.from !== undefined && time < filter.from) return false;
  if (filter.to !== undefined && time > filter.to) return false;
  return true;
};

/** Newest first across streams: by time, then by the store's position. */
export const newestFirst = (a: AuditEntry, b: AuditEntry): number =>
  a.time === b.time ? b.position - a.position : a.time < b.time ? 1 : -1;

const changeText = (changes: readonly AuditChange[]): string =>
  changes.map((c) => `${c.field}: ${String(c.before ?? '–')} → ${String(c.after ?? '–')}`).join('; ');

export const AUDIT_CSV_HEADER =
  'time,type,label,actor,actorName,reason,correlationId,streamId,version,changes';

/** One CSV line of an entry (RFC 4180 quoting, formulas neutralised: `csvLine`). */
export const auditCsvLine = (entry: AuditEntry & { actorName?: string | null }): string =>
  csvLine([
    entry.time,
    entry.type,
    entry.label,
    entry.actor ?? '',
    entry.actorName ?? '',
    entry.reason ?? '',
    entry.correlationId,
    entry.streamId,
    String(entry.version),
    changeText(entry.changes),
  ]);
