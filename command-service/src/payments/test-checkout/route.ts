import {
  DomainError,
  orderStreamId,
  parseRecordedEvent,
  orderEventSchemas,
  type TestCheckoutAnswer,
} from '@academy/domain';
import { pathParam, RouteTable, signedInUser, type TestPaymentProvider } from '@academy/platform';
import type express from 'express';
import { type CommandDeps } from '../../pipeline/deps.js';
import { receiveWebhook } from '../receive-provider-event.js';
import { answerCommand } from '../../pipeline/command-answer.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order as the test checkout shows and pays it; 404 unless it is the member's own open order. */
const openOrderOf = async (deps: CommandDeps, orderID: string, userID: string) => {
  const events = await deps.store.readStream(orderStreamId(orderID), 1);
  const started = events
    .map((e) => parseRecordedEvent(e, orderEventSchemas))
    .find((e) => e?.type === 'CheckoutStarted');
  if (!started || started.type !== 'CheckoutStarted' || started.data.userID !== userID)
    throw new DomainError('not-found', 'No such order');
  const { tier, amount, currency, checkoutSessionId } = started.data;
  return { orderID, userID, tier, amount, currency, checkoutSessionId };
};

/**
 * The built-in checkout's buttons (the test provider only): `POST /rest/checkout/test/{orderID}/pay`
 * and `…/decline` build a Stripe-shaped event (`checkout.session.completed`, or
 * `checkout.session.async_payment_failed`), signed with the test provider's webhook secret, and
 * deliver it to the webhook handler Stripe's events go through. Answers `{ status, message? }`.
 */
export const testCheckoutRoutes = (deps: CommandDeps, provider: TestPaymentProvider): RouteTable => {
  const press =
    (button: 'pay' | 'decline'): express.RequestHandler =>
    async (req, res) => {
      const user = signedInUser(req);
      const order = await openOrderOf(deps, pathParam(req, 'orderID', UUID), user.userID);
      const signed = button === 'pay' ? provider.payment(order) : provider.decline(order);
      const result = await receiveWebhook(deps, signed.payload, signed.signature);
      const answer: TestCheckoutAnswer =
        button === 'pay'
          ? { status: 'paid', position: result.position }
          : { status: 'failed', message: 'Payment failed', position: result.position };
      await answerCommand(req, res, { body: answer });
    };
  return new RouteTable(deps.access)
    .post('/rest/checkout/test/:orderID/pay', { signedIn: true }, press('pay'))
    .post('/rest/checkout/test/:orderID/decline', { signedIn: true }, press('decline'));
};
