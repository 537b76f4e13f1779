import { type BrowserContext } from 'playwright-core';
import { type StripeServer } from '../stripe-server.js';
import { type StripeEvent } from './stripe-world.js';

/** Where the stand-in's Checkout Sessions send the browser (`session.url`). */
const CHECKOUT = 'https://checkout.stripe.test/c/pay/';

const amountOf = (cents: unknown, currency: unknown) =>
  `${(Number(cents) / 100).toFixed(2)} ${String(currency).toUpperCase()}`;

/**
 * Stripe Checkout's page for the browser, answered in the test (no network): `session.url` shows
 * the session's amount and a **Pay** button; pressing it completes the session at the stand-in,
 * delivers its signed events (`checkout.session.completed`, and the first `invoice.paid` of a
 * subscription) to the app's webhook, as Stripe would, then sends the browser back to `success_url`.
 * `deliver` posts one event to the webhook and fails on an answer other than 200.
 */
export const serveStripeCheckout = async (
  context: BrowserContext,
  stripe: StripeServer,
  deliver: (event: StripeEvent) => Promise<unknown>,
): Promise<void> => {
  await context.route(`${CHECKOUT}**`, async (route) => {
    const request = route.request();
    const [sessionId, action] = request.url().slice(CHECKOUT.length).split('/');
    const session = stripe.world.sessions.get(sessionId ?? '');
    if (!session) return route.fulfill({ status: 404, body: 'No such checkout session' });
    if (request.method() === 'POST' && action === 'pay') {
      const { completed, invoicePaid } = stripe.completeCheckout(session.id);
      await deliver(completed);
      if (invoicePaid) await deliver(invoicePaid);
      // Back to the academy, as Stripe's page does once paid (a redirect answered here would be
      // refused by Chromium: ERR_UNSAFE_PORT).
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><meta http-equiv="refresh" content="0;url=${String(session.success_url)}">`,
      });
    }
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Stripe Checkout</title><main><h1>Stripe Checkout</h1>
<p data-testid="stripe-amount">${amountOf(session.amount_total, session.currency)}</p>
<form method="post" action="${CHECKOUT}${session.id}/pay"><button>Pay</button></form></main></html>`,
    });
  });
};
