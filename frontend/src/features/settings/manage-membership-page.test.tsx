import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const activeMember = {
  status: 'active',
  tier: { id: 'member', name: 'Member' },
  heldTier: 'member',
  periodEnd: '2027-11-23T10:00:00.000Z',
  graceUntil: null,
  pendingTier: null,
  renewsAutomatically: false,
  billingPortal: false,
};

const paid = {
  orderID: '11111111-1111-4111-8111-111111111111',
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
  createdAt: '2026-11-23T10:00:00.000Z',
  paidAt: '2026-11-23T10:00:00.000Z',
  periodStart: '2026-11-23T10:00:00.000Z',
  periodEnd: '2027-11-23T10:00:00.000Z',
};

describe('manage membership', () => {
  it('when an active member opens it, then tier, status, renewal date and the payment history with a receipt link show', async () => {
    server.use(
      ...viewerHandlers({ tier: 'member' }),
      http.get('/rest/membership', () => HttpResponse.json(activeMember)),
      http.get('/rest/membership/payments', () => HttpResponse.json({ payments: [paid] })),
      http.get('/rest/user/shipments', () => HttpResponse.json({ shipments: [] })),
    );
    renderRoute('/settings/manage-membership');
    expect(await screen.findByTestId('membership-tier')).toHaveTextContent('Member');
    expect(screen.getByTestId('membership-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('membership-renewal-date')).toHaveTextContent('23 November 2027');
    const history = await screen.findByRole('table', { name: 'Payment history' });
    expect(within(history).getByText('60.00 EUR')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      `/settings/receipts/${paid.orderID}`,
    );
  });

  it('when the member cancels and the server refuses, then the server message is shown', async () => {
    const posted: unknown[] = [];
    server.use(
      ...viewerHandlers({ tier: 'member' }),
      http.get('/rest/membership', () => HttpResponse.json(activeMember)),
      http.get('/rest/membership/payments', () => HttpResponse.json({ payments: [] })),
      http.get('/rest/user/shipments', () => HttpResponse.json({ shipments: [] })),
      http.post('/rest/membership/cancel', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          { error: 'invalid-transition', error_msg: 'Only an active membership can be cancelled' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderRoute('/settings/manage-membership');
    await user.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    // It asks first: nothing is posted until the member confirms.
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your membership?' });
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));
    await waitFor(() => expect(posted).toEqual([{}]));
    expect(await screen.findByText('Only an active membership can be cancelled')).toBeInTheDocument();
  });

  it('when the history holds a checkout and an automatic renewal, then each is labelled as what it is', async () => {
    const renewal = { ...paid, orderID: '22222222-2222-4222-8222-222222222222', kind: 'renewal' };
    server.use(
      ...viewerHandlers({ tier: 'member' }),
      http.get('/rest/membership', () => HttpResponse.json(activeMember)),
      http.get('/rest/membership/payments', () => HttpResponse.json({ payments: [renewal, paid] })),
      http.get('/rest/user/shipments', () => HttpResponse.json({ shipments: [] })),
    );
    renderRoute('/settings/manage-membership');
    const history = await screen.findByRole('table', { name: 'Payment history' });
    expect(within(history).getByText('Automatic renewal')).toBeInTheDocument();
    expect(within(history).getByText('Checkout')).toBeInTheDocument();
  });

  it('when the member has a token shipment, then it is listed under its own heading with the tier’s name and its status in words', async () => {
    const shipment = {
      shipmentID: 's-1',
      status: 'shipped',
      tier: 'fellow',
      carrier: 'La Poste',
      tracking: 'LP123',
      address: null,
      requested: '2026-11-23T10:00:00.000Z',
    };
    server.use(
      ...viewerHandlers({ tier: 'member' }),
      http.get('/rest/membership', () => HttpResponse.json(activeMember)),
      http.get('/rest/membership/payments', () => HttpResponse.json({ payments: [] })),
      http.get('/rest/user/shipments', () => HttpResponse.json({ shipments: [shipment] })),
    );
    renderRoute('/settings/manage-membership');
    const section = await screen.findByRole('region', { name: 'Token shipments' });
    const table = within(section).getByRole('table', { name: 'Shipments' });
    expect(within(table).getByText('Fellow')).toBeInTheDocument();
    expect(within(table).getByText('Shipped')).toBeInTheDocument();
    expect(within(table).queryByText('shipped')).not.toBeInTheDocument();
  });
});
