import { describe, it } from '@jest/globals';
import { deciderSpec } from '../testing/decider-spec.js';
import { paymentEventDecider, type RecordPaymentEvent } from './decider.js';
import { type PaymentEventEvent } from './events.js';

const given = deciderSpec(paymentEventDecider);
const record: RecordPaymentEvent = {
  type: 'RecordPaymentEvent',
  provider: 'stripe',
  providerEventId: 'evt_1',
  eventType: 'invoice.paid',
  handled: true,
};
const applied: PaymentEventEvent = {
  type: 'PaymentEventApplied',
  data: {
    provider: 'stripe',
    providerEventId: 'evt_1',
    type: 'invoice.paid',
    handled: true,
    actor: 'provider:stripe',
    reason: null,
  },
};

describe('payment event decider', () => {
  it('when a provider event arrives for the first time, then it is recorded as applied by the provider', () => {
    given([]).when(record).then([applied]);
  });

  it('when the same provider event arrives again, then nothing is appended', () => {
    given([applied]).when(record).then([]);
  });
});
