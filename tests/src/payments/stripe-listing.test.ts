import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defaultTierCatalogue, DomainError, type TierCatalogue } from '@academy/domain';
import {
  createStripePaymentProvider,
  type PaymentProvider,
  type ProviderEvent,
  type SubscriptionSnapshot,
} from '@academy/platform';
import { startStripeServer, type StripeServer } from '../support/stripe-server.js';

const userID = '11111111-1111-4111-8111-111111111111';
const periodEnd = 1_831_536_000;
const catalogue: TierCatalogue = {
  tiers: defaultTierCatalogue.tiers.map((t) => (t.price ? { ...t, stripePriceId: `price_${t.id}` } : t)),
};
const fellow = catalogue.tiers[2]!;

let server: StripeServer;
let provider: PaymentProvider;

beforeAll(async () => {
  server = await startStripeServer();
  provider = createStripePaymentProvider({
    secretKey: server.secretKey,
    webhookSecret: server.webhookSecret,
    siteBase: () => 'https://academy.example',
    catalogue,
    now: () => new Date(),
    api: server.api,
  });
});
afterAll(() => server.close());

const collect = async <T>(items: AsyncIterable<T>): Promise<T[]> => {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
};

describe('Stripe adapter: events since a cursor', () => {
  it('when 250 events are walked from no cursor, then each comes exactly once, oldest first, and later ones follow the cursor', async () => {
    const emitted = Array.from(
      { length: 250 },
      (_, i) => server.world.emit('customer.created', { id: `cus_${i}` }).id,
    );
    const seen: string[] = [];
    const pages: boolean[] = [];
    let page = await provider.listEventsSince(null, { limit: 100 });
    for (;;) {
      seen.push(...page.events.map((e: ProviderEvent) => e.id));
      pages.push(page.hasMore);
      if (!page.hasMore) break;
      page = await provider.listEventsSince(page.cursor, { limit: 100 });
    }
    expect(seen).toEqual(emitted);
    expect(pages).toEqual([true, true, false]);

    const later = [1, 2, 3].map((i) => server.world.emit('customer.created', { id: `cus_late_${i}` }).id);
    const next = await provider.listEventsSince(page.cursor);
    expect(next.events.map((e) => e.id)).toEqual(later);
    expect(next.cursor).toBe(later[2]);
    await expect(provider.listEventsSince(next.cursor)).resolves.toEqual({
      events: [],
      cursor: later[2],
      hasMore: false,
    });
  });
});

describe('Stripe adapter: subscriptions', () => {
  it('when Stripe holds more subscriptions than a page, ended ones included, then all are listed as snapshots', async () => {
    const created = Array.from({ length: 120 }, (_, i) =>
      server.world.createSubscription({
        userID,
        tier: 'member',
        priceId: i % 2 ? 'price_fellow' : 'price_member',
        periodEnd,
        status: i % 10 === 0 ? 'canceled' : 'active',
      }),
    );
    const listed = await collect(provider.listSubscriptions());
    expect(listed.map((s) => s.id).sort()).toEqual(created.map((s) => s.id).sort());
    const first = listed.find((s) => s.id === created[1]!.id);
    const expected: SubscriptionSnapshot = {
      id: created[1]!.id,
      status: 'active',
      cancelAtPeriodEnd: false,
      periodEnd: new Date(periodEnd * 1000).toISOString(),
      userID,
      tier: 'fellow',
      orderID: null,
      priceId: 'price_fellow',
      customerId: created[1]!.customer as string,
    };
    expect(first).toEqual(expected);
    expect(listed.filter((s) => s.status === 'canceled')).toHaveLength(12);
  });

  it('when a subscription is asked for by id, then its snapshot comes; an unknown id answers null', async () => {
    const sub = server.world.createSubscription({
      userID,
      tier: 'member',
      priceId: 'price_member',
      periodEnd,
    });
    await expect(provider.retrieveSubscription(sub.id)).resolves.toMatchObject({
      id: sub.id,
      tier: 'member',
    });
    await expect(provider.retrieveSubscription('sub_missing')).resolves.toBeNull();
  });
});

describe('Stripe adapter: member actions Stripe must know of', () => {
  it('when a member cancels and then resumes, then Stripe’s subscription follows and reports each change', async () => {
    const sub = server.world.createSubscription({
      userID,
      tier: 'member',
      priceId: 'price_member',
      periodEnd,
    });
    await provider.cancelAtPeriodEnd(sub.id);
    const cancelled = server.world.events.at(-1)!;
    expect(cancelled.type).toBe('customer.subscription.updated');
    expect(provider.noticeOf(cancelled as unknown as ProviderEvent)).toMatchObject({
      kind: 'subscription-updated',
      subscription: { id: sub.id, cancelAtPeriodEnd: true },
    });
    await provider.resume(sub.id);
    await expect(provider.retrieveSubscription(sub.id)).resolves.toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('when a member upgrades now or downgrades at the period end, then the price changes with the matching proration', async () => {
    const sub = server.world.createSubscription({
      userID,
      tier: 'member',
      priceId: 'price_member',
      periodEnd,
    });
    await provider.changePrice(sub.id, fellow, 'now');
    expect(server.world.requests.at(-1)!.params).toMatchObject({
      proration_behavior: 'always_invoice',
      metadata: { tier: 'fellow' },
      items: [{ price: 'price_fellow' }],
    });
    await expect(provider.retrieveSubscription(sub.id)).resolves.toMatchObject({
      tier: 'fellow',
      priceId: 'price_fellow',
    });
    await provider.changePrice(sub.id, catalogue.tiers[1]!, 'period-end');
    expect(server.world.requests.at(-1)!.params).toMatchObject({ proration_behavior: 'none' });
  });

  it('when Stripe cannot be reached, then the call fails as service-unavailable (503)', async () => {
    const unreachable = createStripePaymentProvider({
      secretKey: server.secretKey,
      webhookSecret: server.webhookSecret,
      siteBase: () => 'https://academy.example',
      catalogue,
      now: () => new Date(),
      api: { host: '127.0.0.1', port: 9, protocol: 'http' },
    });
    const error = await unreachable.retrieveSubscription('sub_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('service-unavailable');
  });
});
