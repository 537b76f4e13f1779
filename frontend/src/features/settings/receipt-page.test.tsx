import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const orderID = '5b0c8a4e-6a0b-4c8e-9a43-0c1f4b0e9d11';

const order = {
  orderID,
  userID: 'u-me',
  tier: 'member',
  tierName: 'Member',
  amount: 6000,
  currency: 'EUR',
  provider: 'test',
  kind: 'checkout',
  status: 'paid',
  months: null,
  reason: null,
  grantedBy: null,
  message: null,
  refunded: 0,
  createdAt: '2026-12-01T10:00:00.000Z',
  paidAt: '2026-12-01T10:00:00.000Z',
  periodStart: '2026-12-01T10:00:00.000Z',
  periodEnd: '2027-12-01T10:00:00.000Z',
  memberName: 'Ada Lovelace',
};

describe('the receipt page', () => {
  it('when a member opens a receipt, then it names them, the days the period covers, the short order number and the status in words', async () => {
    server.use(
      ...viewerHandlers({ tier: 'member' }),
      http.get(`/rest/membership/orders/${orderID}`, () => HttpResponse.json(order)),
    );
    renderRoute(`/settings/receipts/${orderID}`);
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('5B0C8A4E')).toBeInTheDocument();
    expect(screen.queryByText(orderID)).not.toBeInTheDocument();
    expect(screen.getByText('1 Dec 2026 – 30 Nov 2027')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByText('paid')).not.toBeInTheDocument();
  });
});
