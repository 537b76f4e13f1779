import { describe, expect, it } from '@jest/globals';
import { orderStreamId } from '@academy/domain';
import { randomIds, type PaymentNotice } from '@academy/platform';
import { createCommandMeta } from '../pipeline/command-meta.js';
import { commandSpec } from '../testing/http-spec.js';
import { member } from '../testing/members.js';
import { applyNotice, invoiceOrderID } from './apply-notice.js';

const spec = commandSpec();
const ada = member({ firstName: 'Ada', lastName: 'Lovelace' });
const checkoutOrder = '44444444-4444-4444-8444-444444444444';

const failedInvoice = (orderID: string | null, invoiceId: string): PaymentNotice => ({
  kind: 'invoice-payment-failed',
  provider: 'stripe',
  providerEventId: `evt_${invoiceId}`,
  occurredAt: '2026-11-26T10:00:00.000Z',
  invoiceId,
  subscriptionId: 'sub_1',
  userID: ada.userID,
  tier: 'member',
  orderID,
  periodEnd: '2027-11-26T10:00:00.000Z',
  amount: 6000,
  currency: 'EUR',
  message: orderID ? 'Payment failed' : 'The renewal payment failed',
});

const apply = (notice: PaymentNotice) =>
  spec.given(ada.streams).when(async (world) => {
    const meta = createCommandMeta({ actor: 'provider:stripe', now: new Date(), ids: randomIds });
    await applyNotice(world.deps, meta, notice);
    return world.get('/rest/user/session');
  });

describe('a failed invoice payment', () => {
  it('when the first invoice of a checkout fails, then the failure is on the checkout order and no renewal order appears', async () => {
    const res = await apply(failedInvoice(checkoutOrder, 'in_first')).then({});
    expect(Object.keys(res.appended)).toEqual([orderStreamId(checkoutOrder)]);
    expect(res.appended[orderStreamId(checkoutOrder)]).toEqual([
      { type: 'PaymentFailed', data: expect.objectContaining({ message: 'Payment failed' }) },
    ]);
  });

  it('when a renewal invoice fails, then the failure is on the invoice’s own order', async () => {
    const res = await apply(failedInvoice(null, 'in_renewal')).then({});
    expect(res.appended[orderStreamId(invoiceOrderID('in_renewal'))]?.map((e) => e.type)).toEqual([
      'PaymentFailed',
    ]);
  });
});
