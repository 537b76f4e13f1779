import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../test/render';
import { server, viewerHandlers } from '../test/server';

describe('a member found banned while signed in', () => {
  it('when a call answers banned, then the cache is cleared and the member goes to the banned page with the reason', async () => {
    let sessionAsked = 0;
    server.use(
      http.get('/rest/user/session', () => {
        sessionAsked += 1;
        return HttpResponse.json({ session: 'signed-in', membershipTier: 'member' });
      }),
      ...viewerHandlers({ tier: 'member' }),
      http.get('/rest/membership', () =>
        HttpResponse.json({ error: 'banned', error_msg: 'Fabricated data' }, { status: 403 }),
      ),
    );
    const { router } = renderRoute('/terms');
    await screen.findByRole('button', { name: 'Profile menu' });
    expect(sessionAsked).toBe(1);
    await router.navigate('/settings/manage-membership');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in-fail/banned'));
    expect(router.state.location.search).toBe('?message=Fabricated+data');
    expect(await screen.findByTestId('ban-reason')).toHaveTextContent('Fabricated data');
    // Nothing cached was kept: the session is asked for again.
    await waitFor(() => expect(sessionAsked).toBe(2));
  });
});
