import { createCheckoutSession, StripeParamError } from './stripe-checkouts.js';
import { type StripeObject, type StripeWorld } from './stripe-world.js';

export interface Answer {
  status: number;
  body: unknown;
}

const error = (status: number, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});

const missing = (kind: string, id: string): Answer =>
  error(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param: 'id' });

/** A Stripe list page, newest first, with `limit`, `starting_after` and `ending_before`. */
const listPage = (newestFirst: StripeObject[], params: Record<string, unknown>, url: string): Answer => {
  const limit = Math.min(Math.max(Number(params.limit ?? 10), 1), 100);
  const indexOf = (id: unknown) => newestFirst.findIndex((item) => item.id === id);
  if (params.ending_before !== undefined) {
    const at = indexOf(params.ending_before);
    if (at < 0) return missing('object', String(params.ending_before));
    const from = Math.max(0, at - limit);
    return {
      status: 200,
      body: { object: 'list', url, data: newestFirst.slice(from, at), has_more: from > 0 },
    };
  }
  const from = params.starting_after === undefined ? 0 : indexOf(params.starting_after) + 1;
  if (from === 0 && params.starting_after !== undefined)
    return missing('object', String(params.starting_after));
  const data = newestFirst.slice(from, from + limit);
  return { status: 200, body: { object: 'list', url, data, has_more: from + limit < newestFirst.length } };
};

type ItemChange = { id?: string; price?: string; price_data?: { unit_amount?: string; product?: string } };

const updateSubscription = (world: StripeWorld, id: string, params: Record<string, unknown>): Answer => {
  if (!world.subscriptionOf(id)) return missing('subscription', id);
  world.updateSubscription(id, (subscription) => {
    if (params.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
    }
    if (params.metadata && typeof params.metadata === 'object') {
      const merged = { ...(subscription.metadata as Record<string, string>) };
      for (const [key, value] of Object.entries(params.metadata as Record<string, string>)) {
        if (value === '') delete merged[key];
        else merged[key] = value;
      }
      subscription.metadata = merged;
    }
    for (const change of (params.items as ItemChange[] | undefined) ?? []) {
      const items = (subscription.items as { data: { id: string; price: Record<string, unknown> }[] }).data;
      const item = items.find((i) => i.id === change.id);
      if (!item) throw new StripeParamError('items', `No such subscription item: '${String(change.id)}'`);
      item.price = change.price
        ? { ...item.price, id: change.price }
        : { ...item.price, id: world.id('price'), unit_amount: Number(change.price_data?.unit_amount) };
    }
  });
  return { status: 200, body: world.subscriptionOf(id) };
};

const subscriptionsList = (world: StripeWorld, params: Record<string, unknown>): Answer => {
  const status = params.status as string | undefined;
  const chosen = world.subscriptions.filter((s) =>
    status === 'all' ? true : status === undefined ? s.status !== 'canceled' : s.status === status,
  );
  return listPage([...chosen].reverse(), params, '/v1/subscriptions');
};

const createCustomer = (world: StripeWorld, params: Record<string, unknown>): Answer => {
  const customer = {
    id: world.id('cus'),
    object: 'customer',
    email: params.email ?? null,
    metadata: params.metadata ?? {},
  };
  world.customers.push(customer);
  return { status: 200, body: customer };
};

const createPortalSession = (world: StripeWorld, params: Record<string, unknown>): Answer => {
  const customer = world.customers.find((c) => c.id === params.customer);
  if (!customer) return missing('customer', String(params.customer));
  const id = world.id('bps');
  const session = {
    id,
    object: 'billing_portal.session',
    customer: customer.id,
    return_url: params.return_url ?? null,
    url: `https://billing.stripe.test/p/session/${id}`,
  };
  world.portalSessions.push(session);
  return { status: 200, body: session };
};

/** `DELETE /v1/subscriptions/{id}`: canceled at once (`customer.subscription.deleted`). */
const cancelSubscription = (world: StripeWorld, id: string): Answer => {
  const subscription = world.subscriptionOf(id);
  if (!subscription) return missing('subscription', id);
  if (subscription.status === 'canceled')
    return error(400, `A canceled subscription can only update its cancellation_details.`);
  world.updateSubscription(id, (s) => {
    s.status = 'canceled';
  });
  return { status: 200, body: subscription };
};

/** Only what the product calls: checkout sessions, customers, the billing portal, events, subscriptions. Anything else is 404. */
export const route = (
  world: StripeWorld,
  method: string,
  path: string,
  params: Record<string, unknown>,
): Answer => {
  try {
    const [, version, resource, second, third] = path.split('/');
    if (version !== 'v1') return error(404, `Unrecognized request URL (${method}: ${path})`);
    if (resource === 'checkout' && second === 'sessions') {
      if (method === 'POST' && !third) return { status: 200, body: createCheckoutSession(world, params) };
      if (method === 'GET' && third)
        return world.sessions.has(third)
          ? { status: 200, body: world.sessions.get(third) }
          : missing('checkout.session', third);
    }
    if (resource === 'events' && method === 'GET' && !second) {
      const events = params.type ? world.events.filter((e) => e.type === params.type) : world.events;
      return listPage([...events].reverse() as unknown as StripeObject[], params, '/v1/events');
    }
    if (resource === 'subscriptions') {
      if (method === 'GET' && !second) return subscriptionsList(world, params);
      if (method === 'GET' && second) {
        const subscription = world.subscriptionOf(second);
        return subscription ? { status: 200, body: subscription } : missing('subscription', second);
      }
      if (method === 'POST' && second && !third) return updateSubscription(world, second, params);
      if (method === 'DELETE' && second && !third) return cancelSubscription(world, second);
    }
    if (resource === 'customers' && method === 'POST' && !second) return createCustomer(world, params);
    if (resource === 'billing_portal' && second === 'sessions' && method === 'POST' && !third) {
      return createPortalSession(world, params);
    }
    return error(404, `Unrecognized request URL (${method}: ${path})`);
  } catch (thrown) {
    if (thrown instanceof StripeParamError) return error(400, thrown.message, { param: thrown.param });
    throw thrown;
  }
};
