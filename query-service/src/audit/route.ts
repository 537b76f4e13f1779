import {
  AUDIT_CSV_HEADER,
  AUDIT_LOG_STREAM,
  auditCsvLine,
  auditTypeLabel,
  findTier,
  auditQuerySchema,
  auditStateQuerySchema,
  describeActor,
  DomainError,
  matchesAuditFilter,
  parseWith,
  type AuditEntry,
  type AuditEvent,
  type AuditMails,
  type AuditStateAt,
  type AuditSubjectKind,
  type AuditTimeline,
  type AuditTimelineEntry,
} from '@academy/domain';
import { contextOf, mailsOf, pathParam, randomIds, RouteTable, signedInUser } from '@academy/platform';
import { performance } from 'node:perf_hooks';
import type express from 'express';
import { type QueryDeps } from '../deps.js';
import { singleValues } from '../registry/route.js';
import { AuditReader, subjectStateAt, type AuditSubject } from './audit-reader.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PUB_NUM = /^[1-9]\d{0,8}$/;
const ACTOR_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The audit (admins): every event of a user's streams (their own, their admin grants, their
 * orders and shipments) or of a publication's, newest first, with who, when, why and before →
 * after; filtered, paged, exported; the subject as of any instant; a member's mails. Each read is recorded
 * (`AuditViewed` on `audit-log`).
 */
export const auditRoutes = (deps: QueryDeps): RouteTable => {
  const { catalogue } = deps.access;
  const reader = new AuditReader(deps.store, (id) => findTier(catalogue, id)?.name ?? id);
  const clock = deps.clock ?? (() => new Date());
  const ids = deps.ids ?? randomIds;

  const load = async (req: express.Request, kind: AuditSubjectKind): Promise<AuditSubject> => {
    const id =
      kind === 'user' ? pathParam(req, 'userID', UUID).toLowerCase() : pathParam(req, 'pubNum', PUB_NUM);
    const subject = await reader.subject(kind, id);
    if (!subject)
      throw new DomainError('not-found', kind === 'user' ? 'No such user' : 'No such publication');
    return subject;
  };

  const recordView = async (
    req: express.Request,
    subject: AuditSubject,
    view: AuditEvent['data']['view'],
  ) => {
    const admin = signedInUser(req);
    const data: AuditEvent['data'] = {
      adminID: admin.userID,
      subject: { kind: subject.kind, id: subject.id },
      view,
    };
    const { position } = await deps.store.append(
      AUDIT_LOG_STREAM,
      [
        {
          type: 'AuditViewed',
          data,
          eventId: ids.random(),
          metadata: {
            actor: admin.userID,
            correlationId: contextOf(req).correlationId,
            causationId: null,
            timestamp: clock().toISOString(),
          },
        },
      ],
      { expectedVersion: 'any' },
    );
    return position;
  };

  const named = async (entries: readonly AuditEntry[]): Promise<AuditTimelineEntry[]> => {
    const names = new Map<string, string>();
    for (const actor of new Set(entries.map((e) => e.actor)))
      if (actor && ACTOR_UUID.test(actor)) names.set(actor, (await reader.nameOf(actor)) ?? actor);
    return entries.map((e) => ({
      ...e,
      actorName: e.actor ? (names.get(e.actor) ?? describeActor(e.actor)) : 'unknown',
    }));
  };

  const subjectName = (subject: AuditSubject): string => {
    const { firstName, lastName, title } = subject.state;
    if (subject.kind === 'user')
      return [firstName, lastName].filter((n) => typeof n === 'string' && n).join(' ') || subject.id;
    return typeof title === 'string' ? title : `Publication ${subject.id}`;
  };

  const timeline = (kind: AuditSubjectKind) => async (req: express.Request, res: express.Response) => {
    const started = performance.now();
    const query = parseWith(auditQuerySchema, singleValues(req.query));
    const subject = await load(req, kind);
    const filtering = query.types.length > 0 || query.from !== undefined || query.to !== undefined;
    const filtered = filtering
      ? subject.entries.filter((e) => matchesAuditFilter(e, query))
      : subject.entries;
    res.set('Cache-Control', 'no-store');
    if (query.format !== 'json') {
      const position = await recordView(req, subject, query.format);
      const rows = await named(filtered);
      const name = `audit-${kind}-${subject.id}.${query.format}`;
      res
        .set('Content-Disposition', `attachment; filename="${name}"`)
        .set('X-Audit-Position', String(position));
      if (query.format === 'jsonl') {
        res
          .type('application/x-ndjson')
          .send(rows.map((r) => JSON.stringify(r)).join('\n') + (rows.length ? '\n' : ''));
      } else {
        res.type('text/csv').send([AUDIT_CSV_HEADER, ...rows.map(auditCsvLine)].join('\r\n') + '\r\n');
      }
      return;
    }
    const start = (query.page - 1) * query.pageSize;
    const page = await named(filtered.slice(start, start + query.pageSize));
    const types = [...subject.types].map(([type, count]) => ({
      type,
      label: auditTypeLabel(type),
      count,
    }));
    const position = await recordView(req, subject, 'timeline');
    const answer: AuditTimeline = {
      subject: { kind, id: subject.id, name: subjectName(subject), state: subject.state },
      total: filtered.length,
      page: query.page,
      pageSize: query.pageSize,
      types,
      entries: page,
      position,
    };
    res.set('Server-Timing', `audit;dur=${(performance.now() - started).toFixed(1)}`).json(answer);
  };

  const state = (kind: AuditSubjectKind) => async (req: express.Request, res: express.Response) => {
    const { at } = parseWith(auditStateQuerySchema, singleValues(req.query));
    const subject = await load(req, kind);
    const asOf = subjectStateAt(subject, at);
    const position = await recordView(req, subject, 'state');
    const answer: AuditStateAt = {
      subject: { kind, id: subject.id, name: subjectName(subject) },
      at: at.toISOString(),
      exists: asOf.state !== null,
      state: asOf.state,
      related: asOf.related,
      position,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  };

  /** The mails the academy queued for the member (kind, status, times; never an address or a body). */
  const mails = async (req: express.Request, res: express.Response) => {
    const subject = await load(req, 'user');
    const answer: AuditMails = {
      mails: await mailsOf(deps.db, subject.id),
      position: await recordView(req, subject, 'mails'),
    };
    res.set('Cache-Control', 'no-store').json(answer);
  };

  return new RouteTable(deps.access)
    .get('/rest/admin/audit/users/:userID', { admin: true }, timeline('user'))
    .get('/rest/admin/audit/users/:userID/state', { admin: true }, state('user'))
    .get('/rest/admin/audit/users/:userID/mails', { admin: true }, mails)
    .get('/rest/admin/audit/publications/:pubNum', { admin: true }, timeline('publication'))
    .get('/rest/admin/audit/publications/:pubNum/state', { admin: true }, state('publication'));
};
