import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { browserLocation } from '../../config/browser-location';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';

const signIn = async (answer: () => Response) => {
  const posted: unknown[] = [];
  server.use(
    http.post('/rest/signin/password', async ({ request }) => {
      posted.push(await request.json());
      return answer();
    }),
  );
  const user = userEvent.setup();
  const rendered = renderRoute('/sign-in');
  await user.type(await screen.findByLabelText('Email'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'a password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { ...rendered, posted };
};

describe('sign-in page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when the credentials are right, then the browser goes to the redirect the server gave', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { posted } = await signIn(() => HttpResponse.json({ redirect: '/sign-in-success' }));
    await screen.findByRole('button', { name: 'Sign in' });
    await new Promise((r) => setTimeout(r, 50));
    expect(posted).toEqual([{ email: 'ada@example.org', password: 'a password' }]);
    expect(assign).toHaveBeenCalledWith('/sign-in-success');
  });

  it('when the credentials are wrong, then the sign-in-fail page is shown', async () => {
    const { router } = await signIn(() =>
      HttpResponse.json(
        { error: 'invalid-credentials', error_msg: 'Wrong email or password' },
        { status: 401 },
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Sign-in failed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in-fail');
    expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
  });

  it('when the user is banned, then the banned page shows the reason', async () => {
    const { router } = await signIn(() =>
      HttpResponse.json({ error: 'banned', error_msg: 'Repeated plagiarism' }, { status: 403 }),
    );
    expect(await screen.findByText('Repeated plagiarism')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in-fail/banned');
  });

  it('when there were too many attempts, then the message is shown on the page', async () => {
    await signIn(() =>
      HttpResponse.json(
        { error: 'rate-limited', error_msg: 'Too many attempts: try again in 60 seconds' },
        { status: 429 },
      ),
    );
    expect(await screen.findByText('Too many attempts: try again in 60 seconds')).toBeInTheDocument();
  });
});
