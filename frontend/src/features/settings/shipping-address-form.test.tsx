import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const memberHandlers = () => [
  ...viewerHandlers({ tier: 'member' }),
  http.get('/rest/membership', () =>
    HttpResponse.json({
      status: 'active',
      tier: { id: 'member', name: 'Member' },
      heldTier: 'member',
      periodEnd: '2027-11-23T10:00:00.000Z',
      graceUntil: null,
      pendingTier: null,
      renewsAutomatically: false,
      billingPortal: false,
    }),
  ),
  http.get('/rest/membership/payments', () => HttpResponse.json({ payments: [] })),
];

describe('shipping address', () => {
  it('when the member picks a country by name, then its ISO code is sent, and no free-text code can be typed', async () => {
    const sent: unknown[] = [];
    server.use(
      ...memberHandlers(),
      http.put('/rest/user/shipping-address', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ position: 7 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/settings/manage-membership');
    const form = await screen.findByRole('form', { name: 'Shipping address' });
    const country = within(form).getByRole('combobox', { name: /Country/ });
    expect(within(country).getByRole('option', { name: 'United Kingdom' })).toBeInTheDocument();
    expect(within(country).queryByRole('option', { name: 'XX' })).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Name/), 'Ada Lovelace');
    await user.type(within(form).getByLabelText(/Address line 1/), '12 St James Square');
    await user.type(within(form).getByLabelText(/City/), 'London');
    await user.type(within(form).getByLabelText(/Postal code/), 'SW1Y 4JH');
    await user.selectOptions(country, 'United Kingdom');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ city: 'London', country: 'GB' })]));
  });

  it('when an address is saved, then its country shows by name, chosen in the picker', async () => {
    server.use(
      ...memberHandlers(),
      http.get('/rest/user/shipping-address', () =>
        HttpResponse.json({
          address: {
            name: 'Marie Curie',
            line1: '11 rue Pierre et Marie Curie',
            line2: null,
            city: 'Paris',
            region: null,
            postalCode: '75005',
            country: 'FR',
          },
        }),
      ),
    );
    renderRoute('/settings/manage-membership');
    const form = await screen.findByRole('form', { name: 'Shipping address' });
    const country = within(form).getByRole('combobox', { name: /Country/ });
    expect(within(country).getByRole<HTMLOptionElement>('option', { name: 'France' }).selected).toBe(true);
  });
});
