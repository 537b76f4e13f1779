import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';
import { membershipTierStorageKey } from './membership-tier-storage';

const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    await user.type(await screen.findByLabelText(new RegExp(`^${label}`)), value);
};

const valid = {
  'First name': ' Ada ',
  'Last name': 'Lovelace',
  Email: 'ada@example.org',
  Password: 'correct horse battery',
};

describe('sign-up page', () => {
  it('when the form is sent empty, then every field shows its error and nothing is posted', async () => {
    const user = userEvent.setup();
    renderRoute('/sign-up/associate');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 12 characters')).toBeInTheDocument();
  });

  it('when the form is valid, then it posts JSON with an idempotency key and shows the success page', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post('/rest/signup', async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return HttpResponse.json({ userID: 'u-1', position: 7 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { router, store } = renderRoute('/sign-up/fellow');
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ada!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up/success');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      password: 'correct horse battery',
      membershipTier: 'fellow',
    });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().consistency.position).toBe(7);
  });

  it('when the server names invalid fields, then each shows inline beside its field', async () => {
    server.use(
      http.post('/rest/signup', () =>
        HttpResponse.json(
          {
            error: 'validation-failed',
            error_msg: 'Invalid fields: email',
            fields: [{ path: 'email', message: 'This address cannot receive mail' }],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/sign-up/associate');
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This address cannot receive mail')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the email is taken, then the server message is shown and the page stays', async () => {
    server.use(
      http.post('/rest/signup', () =>
        HttpResponse.json(
          { error: 'email-taken', error_msg: 'An account with this email already exists' },
          { status: 409 },
        ),
      ),
      // Not the submitter's own account: the password does not sign in.
      http.post('/rest/signin/password', () =>
        HttpResponse.json(
          { error: 'invalid-credentials', error_msg: 'Wrong email or password' },
          { status: 401 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/sign-up/associate');
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up/associate');
  });

  it('when the email is taken by the submitter (the same password signs in), then it signs in and goes on to pay for the chosen tier', async () => {
    const checkouts: unknown[] = [];
    server.use(
      http.post('/rest/signup', () =>
        HttpResponse.json(
          { error: 'email-taken', error_msg: 'An account with this email already exists' },
          { status: 409 },
        ),
      ),
      http.post('/rest/signin/password', () => {
        // Signed in from now on: the session and status say so.
        server.use(...viewerHandlers({ tier: null }));
        return HttpResponse.json({ redirect: '/' });
      }),
      http.get('/rest/membership/orders/o-1', () =>
        HttpResponse.json({ error: 'not-found', error_msg: 'No such order' }, { status: 404 }),
      ),
      http.post('/rest/membership/checkout', async ({ request }) => {
        checkouts.push(await request.json());
        return HttpResponse.json({ orderID: 'o-1', checkoutUrl: '/checkout/test/o-1', position: 9 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/sign-up/member');
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/test/o-1'));
    expect(checkouts).toEqual([{ membershipTier: 'member' }]);
    expect(window.localStorage.getItem(membershipTierStorageKey)).toBe('member');
  });

  it('when the same form is sent again after a failure, then it keeps its idempotency key; once changed, it gets a new one', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('/rest/signup', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ error: 'internal-error', error_msg: 'Try again later' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/sign-up/associate');
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Try again later');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    await user.type(screen.getByLabelText(/^Last name/), 'x');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('when a visitor opens /sign-up, then each tier is a card with its price, perks and Choose, which leads to its form', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/sign-up');
    const member = await screen.findByTestId('tier-member');
    expect(member).toHaveTextContent('Member');
    expect(member).toHaveTextContent('60.00 EUR per year');
    expect(member).toHaveTextContent('Submit publications to the Journal');
    expect(screen.getByTestId('tier-associate')).toHaveTextContent('Free');
    expect(screen.getByTestId('tier-fellow')).toHaveTextContent('150.00 EUR per year');
    await user.click(screen.getByRole('link', { name: 'Choose Member' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up/member'));
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('when the tier in the address is not in the catalogue, then the 404 page shows', async () => {
    renderRoute('/sign-up/platinum');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('when a paid tier is signed up for, then the tier is saved and the browser goes to the checkout', async () => {
    window.localStorage.removeItem(membershipTierStorageKey);
    server.use(
      http.post('/rest/signup', () =>
        HttpResponse.json(
          { userID: 'u-1', position: 3, checkoutUrl: '/checkout/test/11111111-1111-4111-8111-111111111111' },
          { status: 201 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/sign-up/member');
    await fill(user, valid);
    server.use(...viewerHandlers({ tier: null }));
    server.use(
      http.get('/rest/membership/orders/:orderID', ({ params }) =>
        HttpResponse.json({
          orderID: params.orderID,
          userID: 'u-1',
          tier: 'member',
          tierName: 'Member',
          amount: 6000,
          currency: 'EUR',
          provider: 'test',
          kind: 'checkout',
          status: 'open',
          months: null,
          reason: null,
          grantedBy: null,
          message: null,
          refunded: 0,
          createdAt: '2026-11-23T10:00:00.000Z',
          paidAt: null,
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/checkout/test/11111111-1111-4111-8111-111111111111'),
    );
    expect(window.localStorage.getItem(membershipTierStorageKey)).toBe('member');
    expect(await screen.findByTestId('checkout-amount')).toHaveTextContent('60.00 EUR');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('when a signed-in member with a pending payment opens a tier page, then it offers to pay (again, after a failure), never a new account', async () => {
    server.use(
      ...viewerHandlers({ tier: null }),
      http.get('/rest/membership', () =>
        HttpResponse.json({
          status: 'pending-payment',
          tier: { id: 'member', name: 'Member' },
          heldTier: null,
          periodEnd: null,
          graceUntil: null,
          pendingTier: null,
          renewsAutomatically: false,
          billingPortal: false,
        }),
      ),
    );
    const { router } = renderRoute('/sign-up/member');
    expect(await screen.findByRole('button', { name: 'Complete payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    await router.navigate('/sign-up/member?message=Payment+failed');
    expect(await screen.findByRole('button', { name: 'Try the payment again' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    await router.navigate('/sign-up/associate');
    expect(await screen.findByRole('button', { name: 'Choose Associate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });
});
