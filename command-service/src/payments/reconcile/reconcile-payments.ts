import {
  findTier,
  membershipDecider,
  parseRecordedEvent,
  paymentReconciliationStreamId,
  userDecider,
  userStreamId,
  type MembershipState,
  type SyncSubscription,
} from '@academy/domain';
import { foldStream, type SubscriptionSnapshot } from '@academy/platform';
import { createCommandMeta } from '../../pipeline/command-meta.js';
import { handleCommand } from '../../pipeline/handle-command.js';
import { receiveProviderEvent, type ProviderEventDeps } from '../receive-provider-event.js';

export const RECONCILIATION = 'reconciliation';

export interface ReconcileProgress {
  stage: 'events' | 'subscriptions';
  done: number;
  total: number;
}

export interface DriftRow {
  userID: string;
  member: string;
  stripeSays: string;
  weSay: string;
  fixed: boolean;
}

export interface ReconcileResult {
  events: { applied: number; duplicate: number; ignored: number };
  subscriptions: number;
  drift: DriftRow[];
}

const day = (iso: string | null): string => (iso === null ? 'no end' : iso.slice(0, 10));

const stripeSays = (sub: SubscriptionSnapshot): string =>
  `${sub.tier ?? '?'} ${sub.status}${sub.cancelAtPeriodEnd ? ' (cancels at period end)' : ''} until ${day(sub.periodEnd)}`;

const weSay = (state: MembershipState): string =>
  state.status === 'none'
    ? 'no membership'
    : `${state.tier ?? '?'} ${state.status} until ${day(state.periodEnd)}`;

const readCursor = async (deps: ProviderEventDeps): Promise<string | null> => {
  const events = await deps.store.readStream(paymentReconciliationStreamId(deps.payments.name), 1);
  for (const event of events.reverse()) {
    const parsed = parseRecordedEvent(event);
    if (parsed?.type === 'PaymentReconciliationCheckpointed') return parsed.data.cursor;
  }
  return null;
};

/**
 * Reconciliation with the provider: applies every event listed since the stored checkpoint that
 * was never applied (the webhook's own handler and dedupe), stores the new checkpoint, then
 * compares each subscription the provider holds with the membership it should give. Drift is
 * what the membership decider would change to match the provider; `fix` appends that change,
 * with the reason `reconciliation`.
 */
export const reconcilePayments = async (
  deps: ProviderEventDeps,
  options: { fix?: boolean; onProgress?: (progress: ReconcileProgress) => void; signal?: AbortSignal } = {},
): Promise<ReconcileResult> => {
  const { provider, name } = deps.payments;
  const meta = () => createCommandMeta({ actor: `provider:${name}`, now: deps.clock(), ids: deps.ids });
  const result: ReconcileResult = {
    events: { applied: 0, duplicate: 0, ignored: 0 },
    subscriptions: 0,
    drift: [],
  };
  let cursor = await readCursor(deps);
  const started = cursor;
  let done = 0;
  for (;;) {
    if (options.signal?.aborted) break;
    const page = await provider.listEventsSince(cursor, { limit: 100 });
    for (const event of page.events) {
      const { outcome } = await receiveProviderEvent(deps, event, RECONCILIATION);
      // Another customer's event counts as ignored; one from a replaced subscription was applied to its order.
      const counted =
        outcome === 'unknown-customer'
          ? 'ignored'
          : outcome === 'replaced-subscription'
            ? 'applied'
            : outcome;
      result.events[counted] += 1;
      done += 1;
    }
    cursor = page.cursor;
    options.onProgress?.({ stage: 'events', done, total: done + (page.hasMore ? 100 : 0) });
    if (!page.hasMore || page.events.length === 0) break;
  }
  if (cursor !== null && cursor !== started) {
    await deps.store.append(
      paymentReconciliationStreamId(name),
      meta().toAppend(paymentReconciliationStreamId(name), [
        {
          type: 'PaymentReconciliationCheckpointed',
          data: { provider: name, cursor, actor: `provider:${name}` },
        },
      ]),
      { expectedVersion: 'any' },
    );
  }

  const subscriptions: SubscriptionSnapshot[] = [];
  for await (const sub of provider.listSubscriptions()) subscriptions.push(sub);
  result.subscriptions = subscriptions.length;
  let checked = 0;
  for (const sub of subscriptions) {
    if (options.signal?.aborted) break;
    checked += 1;
    options.onProgress?.({ stage: 'subscriptions', done: checked, total: subscriptions.length });
    const tier = sub.tier ? findTier(deps.config.tiers, sub.tier) : undefined;
    if (!sub.userID || !tier) continue;
    const streamId = userStreamId(sub.userID);
    const folded = await foldStream(deps.store, streamId, membershipDecider);
    const command: SyncSubscription = {
      type: 'SyncSubscription',
      userID: sub.userID,
      subscription: {
        id: sub.id,
        status: sub.status,
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        periodEnd: sub.periodEnd,
      },
      tier,
      at: deps.clock().toISOString(),
      actor: `provider:${name}`,
      reason: RECONCILIATION,
    };
    if (membershipDecider.decide(command, folded.state).length === 0) continue;
    const user = (await foldStream(deps.store, streamId, userDecider)).state;
    const row: DriftRow = {
      userID: sub.userID,
      member: user.status === 'none' ? sub.userID : `${user.firstName} ${user.lastName} <${user.email}>`,
      stripeSays: stripeSays(sub),
      weSay: weSay(folded.state),
      fixed: false,
    };
    if (options.fix) {
      await handleCommand(deps.store, streamId, membershipDecider, command, meta(), {
        from: folded,
        retries: 3,
      });
      row.fixed = true;
    }
    result.drift.push(row);
  }
  return result;
};

/** The drift as a table of plain text: member, what Stripe says, what we say. */
export const driftTable = (rows: readonly DriftRow[]): string => {
  const header = ['member', 'Stripe says', 'we say', ''];
  const lines = [header, ...rows.map((r) => [r.member, r.stripeSays, r.weSay, r.fixed ? 'fixed' : ''])];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  return lines
    .map((l) =>
      l
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
};
