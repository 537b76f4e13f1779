import { randomUUID } from 'node:crypto';
import { runAdminCommand } from '@academy/app';
import { userStreamId } from '@academy/domain';
import { type EventToAppend } from '@academy/platform';
import { fakePasswords, startTestApp } from '../support/test-app.js';
import { now, percentile } from './measure.js';

export interface AuditTimelineFigure {
  events: number;
  /** The first read, which folds the whole history. */
  coldMs: number;
  /** First-page reads after it (each also records its AuditViewed), over HTTP. */
  latencies: number[];
  /** The same reads as the handler timed them (its Server-Timing), without HTTP and the guard. */
  handlerMs: number[];
}

const BATCH = 500;

/**
 * The audit timeline of one user with `events` events (names, headlines, bans and unbans by an
 * admin, tier changes by Stripe): `GET /rest/admin/audit/users/{userID}` first page, as an admin,
 * on the embedded default (PGlite in memory).
 */
export const benchAuditTimeline = async (events: number, samples: number): Promise<AuditTimelineFigure> => {
  const app = await startTestApp({ passwords: fakePasswords });
  try {
    const admin = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
    await runAdminCommand(app.server.core, {
      action: 'grant',
      email: admin.email,
      operator: 'operator:bench',
    });
    const member = await app.member({ firstName: 'Ada', lastName: 'Lovelace' });
    const stream = userStreamId(member.userID);
    const start = Date.now();
    const fake = (i: number): Omit<EventToAppend, 'eventId' | 'metadata'> => {
      const userID = member.userID;
      switch (i % 5) {
        case 0:
          return { type: 'UserBanned', data: { userID, reason: `Reason ${i}`, by: admin.userID } };
        case 1:
          return { type: 'UserUnbanned', data: { userID, reason: null, by: admin.userID } };
        case 2:
          return { type: 'HeadlineChanged', data: { userID, headline: `Headline ${i}` } };
        case 3:
          return {
            type: 'MembershipTierChanged',
            data: {
              userID,
              fromTier: i % 2 ? 'member' : 'fellow',
              toTier: i % 2 ? 'fellow' : 'member',
              effective: 'immediately',
              toTierPaid: true,
              token: false,
              actor: 'provider:stripe',
              reason: null,
            },
          };
        default:
          return { type: 'ProfileNamesChanged', data: { userID, personal: { firstName: `Ada${i}` } } };
      }
    };
    let version = await app.server.core.store.streamVersion(stream);
    for (let done = 1; done < events; done += BATCH) {
      const batch: EventToAppend[] = [];
      for (let i = done; i < Math.min(events, done + BATCH); i++)
        batch.push({
          ...fake(i),
          eventId: randomUUID(),
          metadata: {
            actor: i % 5 === 3 ? null : admin.userID,
            correlationId: randomUUID(),
            causationId: null,
            timestamp: new Date(start + i * 1000).toISOString(),
          },
        });
      ({ nextVersion: version } = await app.server.core.store.append(stream, batch, {
        expectedVersion: version,
      }));
    }
    const path = `/rest/admin/audit/users/${member.userID}`;
    const handlerMs: number[] = [];
    const read = async () => {
      const res = await admin.browser.get(path);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      return Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]);
    };
    // Seeding took longer than the server's keep-alive: the client's pooled socket may be gone.
    await admin.browser.get('/rest/user/status').catch(() => undefined);
    let began = now();
    await read();
    const coldMs = now() - began;
    for (let i = 0; i < 20; i++) await read();
    const latencies: number[] = [];
    for (let i = 0; i < samples; i++) {
      began = now();
      const handler = await read();
      latencies.push(now() - began);
      handlerMs.push(handler);
    }
    return { events: version, coldMs, latencies, handlerMs };
  } finally {
    await app.close();
  }
};

export const auditTimelineP99 = (figure: AuditTimelineFigure): number => percentile(figure.latencies, 99);
