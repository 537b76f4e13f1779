import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const vikram = (n: number) => ({
  userID: `0b7e3c1a-6f1d-4a53-9d2e-1c2b3a4d5e6${n}`,
  firstName: 'Vikram',
  lastName: 'Ahmed',
  email: `vikram${n}@example.org`,
  phone: null,
  membershipTier: null,
  membershipStatus: null,
  admin: false,
  adminSince: null,
  status: 'active',
  banReason: null,
  created: '2026-01-01T00:00:00.000Z',
  lastSignIn: null,
});

describe('free orders', () => {
  it('when an admin opens User Management, then a link there leads to the free orders (the desktop nav keeps the three the spec names)', async () => {
    server.use(...viewerHandlers({ admin: true }));
    renderRoute('/admin');
    const link = await screen.findByRole('link', { name: 'Free Orders' });
    expect(link).toHaveAttribute('href', '/admin/free-order');
  });

  it('when two members share a name, then each shows its email; once granted, the member is no longer selected', async () => {
    const granted: unknown[] = [];
    const searched: URLSearchParams[] = [];
    server.use(
      ...viewerHandlers({ admin: true }),
      http.get('/rest/admin/users', ({ request }) => {
        searched.push(new URL(request.url).searchParams);
        return HttpResponse.json({ users: [vikram(1), vikram(2)], total: 2, page: 1, limit: 10 });
      }),
      http.post('/rest/admin/free-orders', async ({ request }) => {
        granted.push(await request.json());
        return HttpResponse.json({ orderID: 'o-1', position: 5 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/admin/free-order');
    await user.type(await screen.findByLabelText('Find a member (name or email)'), 'Vikram Ahmed');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const found = await screen.findByRole('list', { name: 'Members found' });
    expect(within(found).getByText('· vikram1@example.org')).toBeInTheDocument();
    expect(within(found).getByText('· vikram2@example.org')).toBeInTheDocument();
    expect(searched[0]?.get('queryType')).toBe('name');

    await user.click(
      within(found).getByRole('button', { name: 'Select Vikram Ahmed (vikram2@example.org)' }),
    );
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Prize');
    await user.click(screen.getByRole('button', { name: 'Grant free order' }));
    await waitFor(() => expect(granted).toHaveLength(1));
    expect(granted[0]).toMatchObject({ userID: vikram(2).userID, reason: 'Prize' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Grant free order' })).toBeDisabled());
    expect(within(found).queryByText('Selected')).not.toBeInTheDocument();
  });
  it('when an admin opens the page, then its periods are the user page’s: 1, 3, 6, 12, 24, 36 months and No end', async () => {
    server.use(...viewerHandlers({ admin: true }));
    renderRoute('/admin/free-order');
    const period = await screen.findByRole('combobox', { name: 'Period' });
    expect(
      within(period)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 month', '3 months', '6 months', '12 months', '24 months', '36 months', 'No end']);
  });
});
