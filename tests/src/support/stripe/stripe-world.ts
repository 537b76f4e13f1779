import Stripe from 'stripe';

/* What the Stripe-shaped server holds, and the helpers tests use to make things happen at "Stripe". */

export type StripeObject = Record<string, unknown> & { id: string };

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
}

export interface SubscriptionOptions {
  userID: string;
  tier: string;
  orderID?: string | null;
  priceId?: string;
  amount?: number;
  currency?: string;
  interval?: 'year' | 'month';
  periodEnd: number;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  customer?: string;
}

export interface Signed {
  payload: string;
  signature: string;
}

export class StripeWorld {
  readonly sessions = new Map<string, StripeObject>();
  /** The parameters each session was created with (line items are not part of a session object). */
  readonly sessionParams = new Map<string, Record<string, unknown>>();
  readonly subscriptions: StripeObject[] = [];
  readonly customers: StripeObject[] = [];
  readonly portalSessions: StripeObject[] = [];
  /** Oldest first; Stripe lists them newest first. */
  readonly events: StripeEvent[] = [];
  /** Every API request, for assertions on what the product sent. */
  readonly requests: { method: string; path: string; params: Record<string, unknown> }[] = [];
  private counter = 0;

  constructor(
    readonly secretKey: string,
    readonly webhookSecret: string,
    /** Unix seconds; tests may move it. */
    public now: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}_${String(this.counter).padStart(14, '0')}`;
  }

  /** Records an event as Stripe would have sent it, and answers it. */
  emit(type: string, object: StripeObject, previous?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: this.id('evt'),
      object: 'event',
      type,
      created: this.now(),
      api_version: '2026-10-28.endive',
      livemode: false,
      data: previous
        ? { object: structuredClone(object), previous_attributes: previous }
        : { object: structuredClone(object) },
    };
    this.events.push(event);
    return event;
  }

  /** The body and `Stripe-Signature` header of a webhook delivering `event`. */
  sign(event: StripeEvent, secret = this.webhookSecret): Signed {
    const payload = JSON.stringify(event);
    return {
      payload,
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: this.now() }),
    };
  }

  subscriptionOf(id: string): StripeObject | undefined {
    return this.subscriptions.find((s) => s.id === id);
  }

  createSubscription(options: SubscriptionOptions): StripeObject {
    const now = this.now();
    const metadata = {
      userID: options.userID,
      tier: options.tier,
      ...(options.orderID ? { orderID: options.orderID } : {}),
    };
    const subscription: StripeObject = {
      id: this.id('sub'),
      object: 'subscription',
      status: options.status ?? 'active',
      cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
      customer: options.customer ?? this.id('cus'),
      created: now,
      metadata,
      items: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: this.id('si'),
            object: 'subscription_item',
            current_period_start: now,
            current_period_end: options.periodEnd,
            price: {
              id: options.priceId ?? this.id('price'),
              object: 'price',
              product: this.id('prod'),
              unit_amount: options.amount ?? 6000,
              currency: options.currency ?? 'eur',
              recurring: { interval: options.interval ?? 'year' },
            },
          },
        ],
      },
    };
    this.subscriptions.push(subscription);
    this.emit('customer.subscription.created', subscription);
    return subscription;
  }

  /** Changes a subscription and records `customer.subscription.updated` (or `.deleted` once canceled). */
  updateSubscription(id: string, change: (subscription: StripeObject) => void): StripeEvent {
    const subscription = this.subscriptionOf(id);
    if (!subscription) throw new Error(`No subscription ${id}`);
    const before = structuredClone(subscription);
    change(subscription);
    const previous = Object.fromEntries(
      Object.entries(before).filter(
        ([key, value]) => JSON.stringify(value) !== JSON.stringify(subscription[key]),
      ),
    );
    const deleted = subscription.status === 'canceled' && before.status !== 'canceled';
    return deleted
      ? this.emit('customer.subscription.deleted', subscription)
      : this.emit('customer.subscription.updated', subscription, previous);
  }

  /** Moves a subscription's period end (a renewal at Stripe). */
  static setPeriodEnd(subscription: StripeObject, periodEnd: number): void {
    const item = (subscription.items as { data: Record<string, unknown>[] }).data[0]!;
    item.current_period_start = item.current_period_end;
    item.current_period_end = periodEnd;
  }
}
