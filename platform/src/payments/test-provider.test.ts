import { describe, expect, it } from '@jest/globals';
import { defaultTierCatalogue, DomainError, type ErrorCode } from '@academy/domain';
import { statusOf } from '../http/error-status.js';
import { createTestPaymentProvider, type TestCheckoutOrder } from './test-provider.js';
import { signStripePayload } from './webhook-signature.js';

const now = new Date('2026-03-01T12:00:00.000Z');
const provider = createTestPaymentProvider({ now: () => now, webhookSecret: 'whsec_builtin_test_1234' });
const [associate, member] = defaultTierCatalogue.tiers;
const orderID = '33333333-3333-4333-8333-333333333333';
const userID = '11111111-1111-4111-8111-111111111111';
const order: TestCheckoutOrder = {
  orderID,
  userID,
  tier: 'member',
  amount: 6000,
  currency: 'EUR',
  checkoutSessionId: 'cs_test_33333333333343338333333333333333',
};

const refusalOf = (run: () => unknown): ErrorCode | string => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? `${error.code} ${statusOf(error)}` : String(error);
  }
  return 'accepted';
};

describe('built-in test checkout', () => {
  it('when a checkout starts for a paid tier, then the browser is sent to the test checkout page', async () => {
    await expect(
      provider.startCheckout({
        orderID,
        userID,
        tier: member!,
        returnTo: 'sign-up',
        customerId: 'cus_test_1',
      }),
    ).resolves.toEqual({
      sessionId: order.checkoutSessionId,
      checkoutUrl: `/checkout/test/${orderID}`,
    });
  });

  it('when a checkout starts for a free tier, then it is refused', async () => {
    await expect(
      provider.startCheckout({
        orderID,
        userID,
        tier: associate!,
        returnTo: 'sign-up',
        customerId: 'cus_test_1',
      }),
    ).rejects.toThrow(/free/);
  });

  it('when Pay is pressed, then a signed checkout.session.completed goes through the webhook check to a completion notice', () => {
    const { payload, signature, event } = provider.payment(order);
    expect(event.type).toBe('checkout.session.completed');
    const verified = provider.verifyWebhook(Buffer.from(payload), signature);
    expect(provider.noticeOf(verified)).toEqual({
      kind: 'checkout-completed',
      provider: 'test',
      providerEventId: event.id,
      occurredAt: now.toISOString(),
      orderID,
      userID,
      tier: 'member',
      sessionId: order.checkoutSessionId,
      subscriptionId: null,
      paymentReference: 'pi_test_33333333333343338333333333333333',
      amount: 6000,
      currency: 'EUR',
    });
  });

  it('when Pay is pressed twice, then both deliveries carry the same event id (one effect)', () => {
    expect(provider.payment(order).event.id).toBe(provider.payment(order).event.id);
  });

  it('when Decline is pressed, then the notice is a failed checkout with the message', () => {
    const { payload, signature } = provider.decline(order);
    expect(provider.noticeOf(provider.verifyWebhook(payload, signature))).toMatchObject({
      kind: 'checkout-failed',
      orderID,
      message: 'Payment failed',
    });
  });

  it('when the signature is forged, missing, stale or the body was changed, then it is refused with invalid-signature (400)', () => {
    const { payload, signature } = provider.payment(order);
    const forged = signStripePayload(payload, 'whsec_someone_else_1234', now);
    const stale = signStripePayload(
      payload,
      provider.webhookSecret,
      new Date(now.getTime() - 10 * 60 * 1000),
    );
    expect(refusalOf(() => provider.verifyWebhook(payload, forged))).toBe('invalid-signature 400');
    expect(refusalOf(() => provider.verifyWebhook(payload, undefined))).toBe('invalid-signature 400');
    expect(refusalOf(() => provider.verifyWebhook(payload, ''))).toBe('invalid-signature 400');
    expect(refusalOf(() => provider.verifyWebhook(payload, stale))).toBe('invalid-signature 400');
    expect(refusalOf(() => provider.verifyWebhook(payload.replace('6000', '1'), signature))).toBe(
      'invalid-signature 400',
    );
  });

  it('when events are listed after a cursor, then only the later ones come, oldest first', async () => {
    const own = createTestPaymentProvider({ now: () => now });
    const first = own.payment(order).event;
    const second = own.decline({ ...order, orderID: '44444444-4444-4444-8444-444444444444' }).event;
    expect((await own.listEventsSince(null)).events.map((e) => e.id)).toEqual([first.id, second.id]);
    await expect(own.listEventsSince(first.id)).resolves.toEqual({
      events: [second],
      cursor: second.id,
      hasMore: false,
    });
    await expect(own.listEventsSince(second.id)).resolves.toEqual({
      events: [],
      cursor: second.id,
      hasMore: false,
    });
  });

  it('when a provider is made without a secret, then it signs with a random one of its own', () => {
    const a = createTestPaymentProvider({ now: () => now });
    const b = createTestPaymentProvider({ now: () => now });
    expect(a.webhookSecret).toMatch(/^whsec_test_[0-9a-f]{48}$/);
    expect(a.webhookSecret).not.toBe(b.webhookSecret);
    const { payload, signature } = a.payment(order);
    expect(refusalOf(() => b.verifyWebhook(payload, signature))).toBe('invalid-signature 400');
  });
});
