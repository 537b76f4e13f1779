import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';

describe('password reset', () => {
  it('when an email is sent for a reset, then the page says to check the mail', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('/rest/signin/password-reset', async ({ request }) => {
        posted.push(await request.json());
        return new HttpResponse(null, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/sign-in/reset');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your mail')).toBeInTheDocument();
    // The same lifetime as the mail's ("open this link within 30 minutes").
    expect(screen.getByText(/The link works once, within 30 minutes\./)).toBeInTheDocument();
    expect(posted).toEqual([{ email: 'ada@example.org' }]);
  });

  it('when a new password is confirmed with the token, then the page says it changed', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('/rest/signin/password-reset/confirm', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/sign-in/reset/confirm?token=t0k3n');
    await user.type(await screen.findByLabelText('New password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed. You can now sign in with it.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([{ token: 't0k3n', password: 'a brand new password' }]);
  });

  it('when the token is refused, then the server message is shown', async () => {
    server.use(
      http.post('/rest/signin/password-reset/confirm', () =>
        HttpResponse.json(
          { error: 'invalid-token', error_msg: 'This reset link has expired' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/sign-in/reset/confirm?token=old');
    await user.type(await screen.findByLabelText('New password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This reset link has expired')).toBeInTheDocument();
  });
});
