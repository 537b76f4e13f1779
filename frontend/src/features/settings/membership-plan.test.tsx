import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const periodEnd = '2027-11-26T10:00:00.000Z';
const membership = (over: Record<string, unknown>) => ({
  status: 'active',
  tier: { id: 'member', name: 'Member' },
  heldTier: 'member',
  periodEnd,
  graceUntil: null,
  pendingTier: null,
  renewsAutomatically: true,
  billingPortal: false,
  ...over,
});

const open = (answer: object, more: Parameters<typeof server.use> = []) => {
  server.use(
    ...viewerHandlers({ tier: 'member' }),
    http.get('/rest/membership', () => HttpResponse.json(answer)),
    http.get('/rest/membership/payments', () => HttpResponse.json({ payments: [] })),
    http.get('/rest/user/shipments', () => HttpResponse.json({ shipments: [] })),
    ...more,
  );
  renderRoute('/settings/manage-membership');
};

describe('manage membership: one plan for the period end', () => {
  it('when a cancelling membership falls to a free tier, then only the change of tier shows, not an end as well', async () => {
    open(membership({ status: 'cancelling', pendingTier: { id: 'associate', name: 'Associate' } }));
    expect(await screen.findByTestId('membership-changes-to-associate-on')).toHaveTextContent(
      '26 November 2027',
    );
    expect(screen.queryByTestId('membership-ends-on')).not.toBeInTheDocument();
  });

  it('when a downgrade is scheduled, then "Keep Member" withdraws it', async () => {
    const posted: unknown[] = [];
    open(membership({ pendingTier: { id: 'associate', name: 'Associate' } }), [
      http.post('/rest/membership/change-tier/withdraw', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ position: 9 });
      }),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Keep Member' }));
    await waitFor(() => expect(posted).toEqual([{}]));
    expect(await screen.findByText(/you keep Member/)).toBeInTheDocument();
  });

  it('when a member picks a higher tier, then the full price and the new period are said before any checkout', async () => {
    open(membership({}));
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'New tier' }), 'fellow');
    expect(screen.getByTestId('upgrade-terms')).toHaveTextContent(
      'You pay the full price of Fellow now (150.00 EUR a year) and a new period starts today: the rest of your Member period is not credited.',
    );
    expect(screen.getByRole('button', { name: 'Upgrade and pay' })).toBeInTheDocument();
  });

  it('when a cancelled membership is shown, then only higher tiers are offered', async () => {
    open(membership({ status: 'cancelling' }));
    const select = await screen.findByRole('combobox', { name: 'New tier' });
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual(['fellow']);
    expect(screen.getByText('To move to a lower tier, withdraw the cancellation first.')).toBeInTheDocument();
  });

  it('when the member is a customer, then Manage billing opens the billing page the server names', async () => {
    const posted: unknown[] = [];
    open(membership({ billingPortal: true }), [
      http.post('/rest/membership/billing-portal', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ url: '/billing/test' }, { status: 201 });
      }),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(posted).toEqual([{}]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update card' })).toBeInTheDocument();
  });

  it('when no checkout made the member a customer, then Manage billing is not offered', async () => {
    open(membership({}));
    await screen.findByRole('combobox', { name: 'New tier' });
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });
});
