import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sessionApi } from '../../api/session-api';
import { makeStore } from '../../app/store';
import { getCookie, setCookie } from '../../cookies/cookies';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const saveTarget = (redirectHref: string) =>
  setCookie('sign-in-redirect-href', JSON.stringify({ redirectHref }));

describe('session routes', () => {
  it('when sign-in succeeds with a saved target, then the cache is cleared and the target is opened and removed', async () => {
    server.use(
      ...viewerHandlers({ tier: 'fellow' }),
      http.get('/rest/registry/search', () => HttpResponse.json({ hits: [], total: 0, page: 1, facets: {} })),
    );
    const store = makeStore();
    await store.dispatch(sessionApi.endpoints.session.initiate(undefined, { subscribe: false }));
    saveTarget('/registry/search?query=ada');
    const { router } = renderRoute('/sign-in-success', store);
    await waitFor(() => expect(router.state.location.pathname).toBe('/registry/search'));
    expect(router.state.location.search).toBe('?query=ada');
    expect(getCookie('sign-in-redirect-href')).toBeUndefined();
    await screen.findByText('No members match “ada”');
  });

  it('when sign-in succeeds without a saved target, then it goes to /', async () => {
    const { router } = renderRoute('/sign-in-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('when the saved target leaves the site, then it goes to /', async () => {
    saveTarget('//evil.example/phish');
    const { router } = renderRoute('/sign-in-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('when signing out, then the endpoint is called, cached data is cleared and the page is /', async () => {
    let signedIn = true;
    server.use(
      http.get('/rest/user/session', () =>
        HttpResponse.json(
          signedIn
            ? { session: 'signed-in', membershipTier: 'fellow' }
            : { session: 'none', membershipTier: null },
        ),
      ),
      http.post('/rest/signin/signOut', () => {
        signedIn = false;
        return HttpResponse.json({ ok: true });
      }),
    );
    const store = makeStore();
    await store.dispatch(sessionApi.endpoints.session.initiate(undefined, { subscribe: false }));
    const { router } = renderRoute('/sign-out', store);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(signedIn).toBe(false);
    expect(sessionApi.endpoints.session.select()(store.getState()).data?.session).not.toBe('signed-in');
  });

  it('when a banned user reaches sign-in-fail, then the banned page shows the ban reason', async () => {
    server.use(...viewerHandlers({ banned: 'Fabricated data' }));
    const { router } = renderRoute('/sign-in-fail');
    expect(await screen.findByText('Fabricated data')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in-fail/banned');
  });

  it('when the banned page has no message, then it says no reason was given', async () => {
    renderRoute('/sign-in-fail/banned');
    expect(await screen.findByText('No reason was given.')).toBeInTheDocument();
  });
});
