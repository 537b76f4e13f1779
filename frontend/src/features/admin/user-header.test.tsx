import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toaster } from '../../components/toasts/toast-queue';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const userID = '0b7e3c1a-6f1d-4a53-9d2e-1c2b3a4d5e6f';

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

const adminUserAnswer = (over: Record<string, unknown> = {}) => ({
  userID,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phone: null,
  membershipTier: 'fellow',
  membershipStatus: 'active',
  admin: false,
  adminSince: null,
  adminBy: null,
  status: 'active',
  banReason: null,
  created: '2026-11-01T10:00:00.000Z',
  lastSignIn: null,
  membership,
  ...over,
});

const openUser = (answer: object) => {
  server.use(
    http.get(`/rest/admin/users/${userID}`, () => HttpResponse.json(answer)),
    http.get(`/rest/admin/users/${userID}/publications`, () =>
      HttpResponse.json({ publications: [], total: 0, page: 1, limit: 20 }),
    ),
  );
  return renderRoute(`/admin/user/${userID}/publications`);
};

const row = async (label: string) => {
  // The label and its value are one item of the list.
  return (await screen.findByText(label)).parentElement!;
};

describe('the admin user page header', () => {
  afterEach(() => toaster.remove());

  it('when the member has cancelled, then the status reads "Cancelling, ends 28 Nov 2027", as on their own settings', async () => {
    server.use(...viewerHandlers({ admin: true }));
    openUser(
      adminUserAnswer({ membership: { ...membership, status: 'cancelling', renewsAutomatically: false } }),
    );
    expect(await row('Membership status')).toHaveTextContent('Cancelling, ends 28 Nov 2027');
  });

  it('when the member has a payment pending, then it reads "Payment pending for Fellow" and the tier held is None', async () => {
    server.use(...viewerHandlers({ admin: true }));
    openUser(
      adminUserAnswer({
        membership: { ...membership, status: 'pending-payment', heldTier: null, periodEnd: null },
      }),
    );
    expect(await row('Membership status')).toHaveTextContent('Payment pending for Fellow');
    expect(await row('Tier')).toHaveTextContent('None');
  });

  it('when an admin bans the member, then a toast says so', async () => {
    const posted: unknown[] = [];
    server.use(
      ...viewerHandlers({ admin: true }),
      http.post(`/rest/admin/users/${userID}/ban`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ position: 4 });
      }),
    );
    openUser(adminUserAnswer());
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText('Ada Lovelace is banned.')).toBeInTheDocument();
    expect(posted).toEqual([{ reason: 'Spam' }]);
  });

  it('when an admin unbans the member, then a toast says so', async () => {
    server.use(
      ...viewerHandlers({ admin: true }),
      http.post(`/rest/admin/users/${userID}/unban`, () => HttpResponse.json({ position: 5 })),
    );
    openUser(adminUserAnswer({ status: 'banned', banReason: 'Spam' }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unban' }));
    expect(await screen.findByText('Ada Lovelace is no longer banned.')).toBeInTheDocument();
  });

  it('when an admin revokes another admin, then the question names them and a toast says it is done', async () => {
    server.use(
      ...viewerHandlers({ admin: true }),
      http.delete(`/rest/admin/admins/${userID}`, () => HttpResponse.json({ position: 6 })),
    );
    openUser(adminUserAnswer({ admin: true }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke admin' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke admin rights?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke admin' }));
    expect(await screen.findByText('Ada Lovelace is no longer an admin.')).toBeInTheDocument();
  });

  it('when an admin revokes their own rights, then they are asked in the first person and land on their own settings', async () => {
    let revoked = false;
    server.use(
      http.get('/rest/user/session', () =>
        HttpResponse.json({ session: 'signed-in', membershipTier: 'fellow' }),
      ),
      http.get('/rest/user/status', () =>
        HttpResponse.json({ userID, admin: !revoked, status: 'active', banReason: null }),
      ),
      http.delete(`/rest/admin/admins/${userID}`, () => {
        revoked = true;
        return HttpResponse.json({ position: 7 });
      }),
      http.get('/rest/membership', () => HttpResponse.json(membership)),
      http.get('/rest/membership/payments', () => HttpResponse.json({ payments: [] })),
      http.get('/rest/user/shipments', () => HttpResponse.json({ shipments: [] })),
    );
    const { router } = openUser(adminUserAnswer({ admin: true }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke admin' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke your own admin rights?' });
    expect(within(dialog).getByText('You will lose access to the admin area at once.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke admin' }));
    expect(await screen.findByText('Your admin rights are revoked.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/manage-membership'));
    expect(await screen.findByRole('heading', { name: 'Manage membership', level: 1 })).toBeInTheDocument();
  });
});
