import type Stripe from 'stripe';
import { callStripe, isMissing } from './stripe-client.js';
import { subscriptionSnapshotOf } from './stripe-objects.js';
import { type EventPage, type ProviderEvent, type SubscriptionSnapshot } from './port.js';

const asProviderEvent = (event: Stripe.Event): ProviderEvent => ({
  id: event.id,
  type: event.type,
  created: event.created,
  data: { object: event.data.object as unknown as Record<string, unknown> },
});

/** The oldest page Stripe still keeps (events are kept 30 days): walked to once, on the first run. */
const oldestPage = async (stripe: Stripe, limit: number): Promise<EventPage> => {
  let page = await callStripe(() => stripe.events.list({ limit }));
  let newer = false;
  while (page.has_more && page.data.length > 0) {
    const last = page.data.at(-1)!.id;
    page = await callStripe(() => stripe.events.list({ limit, starting_after: last }));
    newer = true;
  }
  const events = page.data.map(asProviderEvent).reverse();
  return { events, cursor: events.at(-1)?.id ?? null, hasMore: newer };
};

/**
 * Events after `cursor`, oldest first. Stripe lists newest first: `ending_before` gives the page
 * just newer than the cursor, which is turned around; its newest event is the next cursor.
 */
export const listStripeEventsSince = async (
  stripe: Stripe,
  cursor: string | null,
  limit = 100,
): Promise<EventPage> => {
  if (cursor === null) return oldestPage(stripe, limit);
  const page = await callStripe(() => stripe.events.list({ limit, ending_before: cursor }));
  const events = page.data.map(asProviderEvent).reverse();
  return { events, cursor: events.at(-1)?.id ?? cursor, hasMore: page.has_more };
};

type TierForPrice = (priceId: string) => string | undefined;

export async function* listStripeSubscriptions(
  stripe: Stripe,
  tierForPrice: TierForPrice,
): AsyncIterable<SubscriptionSnapshot> {
  const pages = stripe.subscriptions.list({ status: 'all', limit: 100 });
  for await (const subscription of pages) {
    const snapshot = subscriptionSnapshotOf(subscription, tierForPrice);
    if (snapshot) yield snapshot;
  }
}

export const retrieveStripeSubscription = async (
  stripe: Stripe,
  subscriptionId: string,
  tierForPrice: TierForPrice,
): Promise<SubscriptionSnapshot | null> => {
  try {
    const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
    return subscriptionSnapshotOf(subscription, tierForPrice);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
};
