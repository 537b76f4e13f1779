import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { browserLocation } from '../../config/browser-location';
import { readRedirectRecord } from '../../sign-in-redirect/redirect-target';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const emptyRegistry = http.get('/rest/registry/search', () =>
  HttpResponse.json({ hits: [], total: 0, page: 1 }),
);

describe('header', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when a visitor opens a page, then the header offers Log in and Sign up and the member nav, and asks no status', async () => {
    const statusCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/rest/user/status') statusCalls.push(request.url);
    });
    renderRoute('/terms');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Journal' })).toHaveAttribute('href', '/journal');
    expect(within(nav).getByRole('link', { name: 'Registry' })).toHaveAttribute('href', '/registry');
    expect(within(nav).getByRole('link', { name: /Encyclopedia/ })).toHaveAttribute('target', '_blank');
    expect(within(banner).getByRole('link', { name: 'Academy of Sciences, home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(statusCalls).toEqual([]);
    server.events.removeAllListeners('request:start');
  });

  it('when a visitor clicks Log in, then the page is saved and the browser goes to the sign-in start', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoute('/code-of-ethics');
    await user.click(
      await within(await screen.findByRole('banner')).findByRole('button', { name: 'Log in' }),
    );
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/rest\/signin\/gkStart\?redirect=1/));
    expect(readRedirectRecord()).not.toBeNull();
  });

  it('when a member opens the profile menu, then it lists My Profile, Account Settings and Log out', async () => {
    server.use(...viewerHandlers({ userID: 'u-7', tier: 'fellow' }));
    const user = userEvent.setup();
    const { router } = renderRoute('/terms');
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Account Settings' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
    server.use(
      http.get('/rest/user/profile', () => HttpResponse.json({ firstName: 'Ada', lastName: 'Lovelace' })),
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'My Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/u-7'));
  });

  it("when the member's name is still loading, then the menu keeps its place, so no item moves under the pointer when it arrives", async () => {
    server.use(...viewerHandlers({ userID: 'u-8', tier: 'fellow' }));
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/rest/user/profile', async () => {
        await answered;
        return HttpResponse.json({ firstName: 'Ada', lastName: 'Lovelace' });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/terms');
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    const menu = await screen.findByRole('menu');
    const itemsBefore = within(menu).getAllByRole('menuitem');
    expect(within(menu).getByTestId('profile-menu-name-loading')).toBeInTheDocument();
    answer();
    expect(await within(menu).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(menu).queryByTestId('profile-menu-name-loading')).not.toBeInTheDocument();
    // The name took the placeholder's place: the same items, in the same order, after it.
    expect(within(menu).getAllByRole('menuitem')).toEqual(itemsBefore);
    expect(menu.firstElementChild?.textContent).toBe('Ada Lovelace');
  });

  it('when a member chooses Log out, then the session ends and the visitor header returns', async () => {
    let signedIn = true;
    server.use(...viewerHandlers({ tier: 'fellow' }));
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
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/terms');
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Log in' }),
    ).toBeInTheDocument();
  });

  it('when an admin is signed in, then the logo goes to the admin home and the admin nav shows', async () => {
    server.use(...viewerHandlers({ admin: true }));
    const user = userEvent.setup();
    renderRoute('/terms');
    const banner = await screen.findByRole('banner');
    expect(
      await within(banner).findByRole('link', { name: 'Academy of Sciences, admin home' }),
    ).toHaveAttribute('href', '/admin');
    const nav = within(banner).getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['User Management', 'Token Shipping', 'Admin Management']);
    await user.click(within(banner).getByRole('button', { name: 'Profile menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin' })).toBeInTheDocument();
  });

  it('when an admin is in the admin area, then the profile menu offers Exit Admin', async () => {
    server.use(...viewerHandlers({ admin: true }));
    const user = userEvent.setup();
    renderRoute('/admin/shipping');
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Exit Admin' })).toBeInTheDocument();
  });

  it('when the header search is used on a Journal page, then it goes to the Journal search', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/journal');
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), '  orbits {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/journal/search'));
    expect(router.state.location.search).toBe('?query=orbits');
  });

  it('when the header search is used elsewhere, then it goes to the Registry search; blank input is ignored', async () => {
    server.use(emptyRegistry);
    const user = userEvent.setup();
    const { router } = renderRoute('/terms');
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(box, '   {Enter}');
    expect(router.state.location.pathname).toBe('/terms');
    await user.type(box, 'Lovelace{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/registry/search'));
    expect(router.state.location.search).toBe('?query=Lovelace');
  });
});
