import { invoice } from './stripe-billing.js';
import { type StripeEvent, type StripeObject, type StripeWorld } from './stripe-world.js';

/** A request Stripe would refuse: answered 400 `invalid_request_error` naming the parameter. */
export class StripeParamError extends Error {
  constructor(
    readonly param: string,
    message: string,
  ) {
    super(message);
  }
}

type LineItem = {
  price?: string;
  quantity?: string;
  price_data?: { currency?: string; unit_amount?: string };
};

const DAY = 24 * 60 * 60;

/** `POST /v1/checkout/sessions`, with the checks Stripe makes on what the product sends. */
export const createCheckoutSession = (world: StripeWorld, params: Record<string, unknown>): StripeObject => {
  const mode = params.mode;
  if (mode !== 'payment' && mode !== 'subscription') {
    throw new StripeParamError('mode', 'Invalid mode: must be one of payment, setup, or subscription');
  }
  const items = params.line_items as LineItem[] | undefined;
  if (!Array.isArray(items) || items.length === 0)
    throw new StripeParamError('line_items', 'Missing line_items');
  const item = items[0]!;
  if (!item.price && !item.price_data)
    throw new StripeParamError('line_items[0]', 'A price or price_data is required');
  if (typeof params.success_url !== 'string')
    throw new StripeParamError('success_url', 'Missing success_url');
  const id = world.id('cs_test');
  const session: StripeObject = {
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: 'unpaid',
    url: `https://checkout.stripe.test/c/pay/${id}`,
    client_reference_id: params.client_reference_id ?? null,
    metadata: params.metadata ?? {},
    success_url: params.success_url,
    cancel_url: params.cancel_url ?? null,
    customer: params.customer ?? null,
    customer_email: params.customer_email ?? null,
    subscription: null,
    payment_intent: null,
    invoice: null,
    amount_total: Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
    currency: item.price_data?.currency ?? 'eur',
    created: world.now(),
    expires_at: world.now() + DAY,
  };
  world.sessions.set(id, session);
  world.sessionParams.set(id, params);
  return session;
};

export interface CompletedCheckout {
  session: StripeObject;
  completed: StripeEvent;
  subscription: StripeObject | null;
  /** The first invoice of a subscription (`invoice.paid`, billing reason `subscription_create`). */
  invoicePaid: StripeEvent | null;
}

/** The customer pays: a subscription (and its first invoice) for `subscription` mode, then the completion. */
export const completeCheckout = (
  world: StripeWorld,
  sessionId: string,
  options: { periodEnd?: number } = {},
): CompletedCheckout => {
  const session = world.sessions.get(sessionId);
  if (!session) throw new Error(`No checkout session ${sessionId}`);
  const params = world.sessionParams.get(sessionId)!;
  const metadata = session.metadata as Record<string, string>;
  const item = (params.line_items as LineItem[])[0]!;
  let subscription: StripeObject | null = null;
  let invoicePaid: StripeEvent | null = null;
  if (session.mode === 'subscription') {
    subscription = world.createSubscription({
      userID: metadata.userID!,
      tier: metadata.tier!,
      orderID: metadata.orderID ?? null,
      ...(typeof session.customer === 'string' ? { customer: session.customer } : {}),
      ...(item.price ? { priceId: item.price } : {}),
      amount: session.amount_total as number,
      periodEnd: options.periodEnd ?? world.now() + 365 * DAY,
    });
    invoicePaid = invoice(world, subscription.id, { paid: true, billingReason: 'subscription_create' });
    session.subscription = subscription.id;
    session.invoice = (invoicePaid.data.object as StripeObject).id;
  } else {
    session.payment_intent = world.id('pi');
  }
  session.status = 'complete';
  session.payment_status = 'paid';
  return { session, completed: world.emit('checkout.session.completed', session), subscription, invoicePaid };
};

/** The customer never paid: the session expires. */
export const expireCheckout = (world: StripeWorld, sessionId: string): StripeEvent => {
  const session = world.sessions.get(sessionId);
  if (!session) throw new Error(`No checkout session ${sessionId}`);
  session.status = 'expired';
  return world.emit('checkout.session.expired', session);
};
