import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const membership = {
  status: 'active',
  tier: { id: 'fellow', name: 'Fellow' },
  heldTier: 'fellow',
  periodEnd: '2027-11-28T10:00:00.000Z',
  graceUntil: null,
  pendingTier: null,
  renewsAutomatically: true,
  billingPortal: false,
};

const open = (answer: object, tier: string | null) => {
  server.use(
    ...viewerHandlers({ tier }),
    http.get('/rest/membership', () => HttpResponse.json(answer)),
    http.get('/rest/membership/payments', () => HttpResponse.json({ payments: [] })),
    http.get('/rest/user/shipments', () => HttpResponse.json({ shipments: [] })),
  );
  renderRoute('/settings/manage-membership');
};

describe('the membership’s status on the member’s own settings', () => {
  it('when a cancellation is scheduled, then it reads "Cancelling, ends 28 Nov 2027", the admin user page’s words', async () => {
    open({ ...membership, status: 'cancelling', renewsAutomatically: false }, 'fellow');
    expect(await screen.findByTestId('membership-status')).toHaveTextContent('Cancelling, ends 28 Nov 2027');
    expect(screen.getByTestId('membership-tier')).toHaveTextContent('Fellow');
  });

  it('when a payment for Fellow is pending, then it reads "Payment pending for Fellow", never "Current tier: Fellow"', async () => {
    open({ ...membership, status: 'pending-payment', heldTier: null, periodEnd: null }, null);
    expect(await screen.findByTestId('membership-status')).toHaveTextContent('Payment pending for Fellow');
    expect(screen.getByTestId('membership-tier')).toHaveTextContent('None');
  });

  it('when a subscription runs, then it reads "Active, renews 28 Nov 2027"', async () => {
    open(membership, 'fellow');
    expect(await screen.findByTestId('membership-status')).toHaveTextContent('Active, renews 28 Nov 2027');
  });
});
