import {
  paymentEventStreamId,
  UNREADABLE_PAYMENT_EVENTS_STREAM,
  type OperationsAnswer,
  type PaymentProviderName,
} from '@academy/domain';
import { type AcademyCore } from '../../academy.js';

type Failures = OperationsAnswer['failures'];

const LATEST = 10;

/** An error as a server wrote it, with any mail address in it blanked (a refusal often names the recipient). */
const withoutAddresses = (error: string): string =>
  error.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]');

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/** Kafka messages a projection worker set aside (their value, sealed events, is left out). */
const parkedMessages = async (core: AcademyCore): Promise<Failures['parkedMessages']> => {
  const [count] = (await core.db.query<{ n: string }>('select count(*) as n from parked_messages')).rows;
  const { rows } = await core.db.query<{
    name: string;
    partition: number;
    message_offset: string | number;
    reason: string;
    error: string;
    parked_at: string | Date;
  }>(
    `select name, partition, message_offset, reason, error, parked_at from parked_messages
      order by parked_at desc limit ${LATEST}`,
  );
  return {
    count: Number(count?.n ?? 0),
    latest: rows.map((r) => ({
      readModel: r.name,
      partition: r.partition,
      offset: Number(r.message_offset),
      reason: r.reason,
      error: withoutAddresses(r.error),
      at: iso(r.parked_at),
    })),
  };
};

/** Payment events of a handled type that could not be read (the provider delivers them again). */
const unreadablePaymentEvents = async (core: AcademyCore): Promise<Failures['unreadablePaymentEvents']> => {
  const count = await core.store.streamVersion(UNREADABLE_PAYMENT_EVENTS_STREAM);
  if (count === 0) return { count, latest: [] };
  const newest = await core.store.readStream(
    UNREADABLE_PAYMENT_EVENTS_STREAM,
    Math.max(1, count - LATEST + 1),
  );
  const latest = await Promise.all(
    newest.reverse().map(async (e) => {
      const d = e.data as {
        provider: PaymentProviderName;
        providerEventId: string;
        type: string;
        problem: string;
      };
      const applied = await core.store.streamVersion(paymentEventStreamId(d.provider, d.providerEventId));
      return {
        time: e.metadata.timestamp,
        provider: d.provider,
        type: d.type,
        problem: withoutAddresses(d.problem),
        appliedSince: applied > 0,
      };
    }),
  );
  return { count, latest };
};

/** Mail that failed for good or waits for another attempt (no recipient, subject or body). */
const mails = async (core: AcademyCore): Promise<Failures['mails']> => {
  const { rows: counts } = await core.db.query<{ status: string; n: string }>(
    `select status, count(*) as n from mail_queue where status <> 'sent' group by status`,
  );
  const countOf = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
  const { rows } = await core.db.query<{
    message_id: string;
    kind: string;
    status: string;
    attempts: number;
    last_error: string | null;
    created_at: string | Date;
    next_attempt_at: string | Date | null;
  }>(
    `select message_id, kind, status, attempts, last_error, created_at, next_attempt_at from mail_queue
      where status <> 'sent' and (status <> 'queued' or attempts > 0)
      order by created_at desc limit ${LATEST}`,
  );
  return {
    failed: countOf('failed'),
    waiting: countOf('queued'),
    latest: rows.map((r) => ({
      messageId: r.message_id,
      kind: r.kind,
      status: r.status,
      attempts: r.attempts,
      error: r.last_error === null ? null : withoutAddresses(r.last_error),
      createdAt: iso(r.created_at)!,
      nextAttemptAt: r.status === 'queued' ? iso(r.next_attempt_at) : null,
    })),
  };
};

export const readFailures = async (core: AcademyCore): Promise<Failures> => ({
  parkedMessages: await parkedMessages(core),
  unreadablePaymentEvents: await unreadablePaymentEvents(core),
  mails: await mails(core),
});
