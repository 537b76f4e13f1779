import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const settingsHandlers = () => [
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

describe('change email', () => {
  it('when the member asks for a new email, then it is posted and the toast says a link is on its way', async () => {
    const posted: unknown[] = [];
    server.use(
      ...settingsHandlers(),
      http.post('/rest/user/email', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ message: 'sent' }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/settings/manage-membership');
    const form = await screen.findByRole('form', { name: 'Change email' });
    await user.type(within(form).getByLabelText(/New email/), 'new@example.org');
    await user.type(within(form).getByLabelText(/Your password/), 'my current passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    await waitFor(() =>
      expect(posted).toEqual([{ email: 'new@example.org', password: 'my current passphrase' }]),
    );
    expect(
      await screen.findByText('A confirmation link is on its way to new@example.org.'),
    ).toBeInTheDocument();
  });

  it('when the address belongs to another account, then the server message is shown', async () => {
    server.use(
      ...settingsHandlers(),
      http.post('/rest/user/email', () =>
        HttpResponse.json(
          { error: 'email-taken', error_msg: 'An account with this email already exists' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/settings/manage-membership');
    const form = await screen.findByRole('form', { name: 'Change email' });
    await user.type(within(form).getByLabelText(/New email/), 'taken@example.org');
    await user.type(within(form).getByLabelText(/Your password/), 'my current passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  });

  it('when the mailed link is opened, then the token is confirmed once and the new email is shown', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('/rest/user/email/confirm', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ position: 7, email: 'new@example.org' });
      }),
    );
    renderRoute('/settings/confirm-email?token=t0k3n');
    expect(
      await screen.findByText('Your email is now new@example.org. Sign in with it from now on.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([{ token: 't0k3n' }]);
  });

  it('when the link is used or expired, then the server message is shown', async () => {
    server.use(
      http.post('/rest/user/email/confirm', () =>
        HttpResponse.json(
          {
            error: 'invalid-token',
            error_msg: 'This email confirmation link is invalid, used or expired; ask for a new one',
          },
          { status: 400 },
        ),
      ),
    );
    renderRoute('/settings/confirm-email?token=old');
    expect(
      await screen.findByText('This email confirmation link is invalid, used or expired; ask for a new one'),
    ).toBeInTheDocument();
  });
  it('when the password is wrong, then the password field shows the server’s message', async () => {
    server.use(
      ...settingsHandlers(),
      http.post('/rest/user/email', () =>
        HttpResponse.json(
          {
            error: 'validation-failed',
            error_msg: 'Invalid fields: password',
            fields: [{ path: 'password', message: 'The password is incorrect' }],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/settings/manage-membership');
    const form = await screen.findByRole('form', { name: 'Change email' });
    await user.type(within(form).getByLabelText(/New email/), 'new@example.org');
    await user.type(within(form).getByLabelText(/Your password/), 'not my passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(await within(form).findByText('The password is incorrect')).toBeInTheDocument();
  });

  it('when the undo link mailed to the old address is opened, then it is sent once and the page says the email is back', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('/rest/user/email/undo', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ position: 9, email: 'old@example.org' });
      }),
    );
    renderRoute('/settings/confirm-email?undo=und0');
    expect(
      await screen.findByText(/Your email is old@example.org again and every browser has been signed out/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      '/sign-in/reset',
    );
    expect(posted).toEqual([{ token: 'und0' }]);
  });
});
