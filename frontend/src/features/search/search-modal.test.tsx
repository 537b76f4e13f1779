import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

describe('search modal', () => {
  it('when an admin searches by email, then it goes to the admin search', async () => {
    server.use(...viewerHandlers({ admin: true }));
    const user = userEvent.setup();
    const { router } = renderRoute('/admin');
    await screen.findByRole('button', { name: 'Profile menu' });
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Email' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Email' }), ' ada@example.org ');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/search'));
    expect(router.state.location.search).toBe('?queryValue=ada%40example.org&queryType=email');
  });

  it('when an admin searches by an email prefix, then the field accepts it as /admin/search does', async () => {
    server.use(...viewerHandlers({ admin: true }));
    const user = userEvent.setup();
    const { router } = renderRoute('/admin');
    await screen.findByRole('button', { name: 'Profile menu' });
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find a user' });
    await user.click(within(dialog).getByRole('radio', { name: 'Email' }));
    const field = within(dialog).getByRole('searchbox', { name: 'Email' });
    await user.type(field, 'quinn.w@');
    expect(field).toBeValid();
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?queryValue=quinn.w%40&queryType=email'));
  });

  it('when a visitor opens the search on a Journal page, then it searches the Journal first and says so', async () => {
    server.use(
      http.get('/rest/journal/publications', () => HttpResponse.json([])),
      http.get('/rest/journal/*', () =>
        HttpResponse.json({ error: 'not-found', error_msg: 'Not found' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/journal/publications/4');
    await user.click(await screen.findByRole('button', { name: 'Open search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search the Journal' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Title, abstract or author' }), 'ocean');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/journal/search'));
    expect(router.state.location.search).toBe('?query=ocean');
  });

  it('when a visitor on a Journal page chooses User, then the title says the Registry is searched', async () => {
    server.use(http.get('/rest/journal/publications', () => HttpResponse.json([])));
    const user = userEvent.setup();
    renderRoute('/journal/publications/4');
    await user.click(await screen.findByRole('button', { name: 'Open search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search the Journal' });
    await user.click(within(dialog).getByRole('radio', { name: 'User' }));
    expect(await screen.findByRole('dialog', { name: 'Search the Registry' })).toBeInTheDocument();
  });

  it('when a member searches by expertise, then only a listed expertise can be submitted, and a picked one leaves focus in the field', async () => {
    const searched: string[] = [];
    const cursors: (string | null)[] = [];
    server.use(
      http.get('/rest/expertise/tags', async ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        searched.push(search);
        // The first page has no cursor: `page` is an offset a previous answer gave.
        cursors.push(new URL(request.url).searchParams.get('page'));
        await delay(10);
        const tags = ['Topology', 'Topological data analysis'].filter((t) =>
          t.toLowerCase().includes(search),
        );
        return HttpResponse.json({ tags, page: null });
      }),
      http.get('/rest/registry/search', () => HttpResponse.json({ hits: [], total: 0, page: 1 })),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/terms');
    await user.click(await screen.findByRole('button', { name: 'Open search' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Expertise' }));
    const field = within(dialog).getByRole('searchbox', { name: 'Expertise' });
    await user.type(field, 'xyz');
    expect(await within(dialog).findByText('No expertise found')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Topo');
    await within(dialog).findByRole('button', { name: 'Topology' });
    expect(within(dialog).getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(searched).toContain('topo');
    expect(new Set(cursors)).toEqual(new Set([null]));
    await user.click(within(dialog).getByRole('button', { name: 'Topology' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Search' })).toBeEnabled());
    // Picking a suggestion leaves focus in the field, holding the tag (never on <body>).
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('Topology');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?expertise=Topology'));
  });
});
