import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';

// Stripe's keys set, its client pointed at a port nothing listens on: the provider is unreachable.
const spec = commandSpec({
  env: { STRIPE_SECRET_KEY: 'sk_test_unreachable01', STRIPE_WEBHOOK_SECRET: 'whsec_unreachable01' },
  stripeApi: { host: '127.0.0.1', port: 1, protocol: 'http' },
});

describe('POST /rest/signup with the payment provider unreachable', () => {
  it('when a visitor signs up for a paid tier, then the account exists, signed in, with the tier waiting for its payment, and the answer is 503 payment-provider-unavailable', async () => {
    const input = {
      email: `${randomUUID()}@example.org`,
      password: 'a long enough password',
      firstName: 'Ada',
      lastName: 'Lovelace',
      membershipTier: 'member',
    };
    let session: unknown;
    const res = await spec
      .given()
      .when(async (req) => {
        const browser = await req.browser();
        const answer = await browser.post('/rest/signup', input, { 'idempotency-key': randomUUID() });
        session = (await browser.get('/rest/user/session')).body;
        return answer;
      })
      .then({ status: 503 });
    expect(res.body).toEqual({
      error: 'payment-provider-unavailable',
      error_msg: expect.stringContaining('Your account is created and you are signed in'),
    });
    expect(session).toEqual({ session: 'signed-in', membershipTier: null });
    const user = Object.entries(res.appended).find(([stream]) => stream.startsWith(userStreamId('')));
    expect(user?.[1].map((e) => e.type)).toEqual(['UserRegistered', 'MembershipChosen']);
    expect(user?.[1][1]!.data).toMatchObject({ tier: 'member', orderID: null });
    // The log names the cause: the stripe client's connection error.
    const logged = res.world.logs.find((line) => line.includes('the payment provider is unavailable'));
    expect(JSON.parse(logged!)).toMatchObject({ type: 'StripeConnectionError', networkCode: 'ECONNREFUSED' });
  }, 60_000);
});
