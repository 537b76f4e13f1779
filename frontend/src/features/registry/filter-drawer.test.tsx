import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';

// Each availability chosen narrows the list: 12 members, 5 with mentoring, 2 with both.
const totals: Record<number, number> = { 0: 12, 1: 5, 2: 2 };

const registry = (seen: URL[]) =>
  http.get('/rest/registry/search', ({ request }) => {
    const url = new URL(request.url);
    seen.push(url);
    const total = totals[url.searchParams.getAll('availability').length] ?? 0;
    return HttpResponse.json({
      hits: [{ userID: 'u-1', firstName: 'Ada', lastName: 'Lovelace', membershipTier: null, highlights: {} }],
      total,
      page: 1,
      facets: {
        availability: [
          { value: 'mentoring', count: 5 },
          { value: 'speaking', count: 4 },
        ],
      },
    });
  });

describe('registry filter drawer', () => {
  it('when boxes are ticked in the drawer, then its Apply button counts the members they would list, and Apply puts them in the address and closes', async () => {
    const seen: URL[] = [];
    server.use(registry(seen));
    const user = userEvent.setup();
    const { router } = renderRoute('/registry/search?query=love&sort=name');
    await screen.findByRole('region', { name: 'Members' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(await within(drawer).findByRole('button', { name: 'Show 12 members' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('checkbox', { name: 'mentoring (5)' }));
    expect(await within(drawer).findByRole('button', { name: 'Show 5 members' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('checkbox', { name: 'speaking (4)' }));
    const apply = await within(drawer).findByRole('button', { name: 'Show 2 members' });
    // A draft until applied: the address and the page's list have not moved.
    expect(router.state.location.search).toBe('?query=love&sort=name');
    expect(seen.at(-1)!.searchParams.get('limit')).toBe('1');
    await user.click(apply);
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?query=love&sort=name&availability=mentoring&availability=speaking',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
  });

  it('when the drawer is closed without Apply, then the search stays as it was and the next opening starts from it', async () => {
    server.use(registry([]));
    const user = userEvent.setup();
    const { router } = renderRoute('/registry/search?query=love&availability=mentoring');
    await screen.findByRole('region', { name: 'Members' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(drawer).findByRole('checkbox', { name: 'speaking (4)' }));
    await within(drawer).findByRole('button', { name: 'Show 2 members' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?query=love&availability=mentoring');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    expect(await within(again).findByRole('checkbox', { name: 'mentoring (5)' })).toBeChecked();
    expect(within(again).getByRole('checkbox', { name: 'speaking (4)' })).not.toBeChecked();
    expect(await within(again).findByRole('button', { name: 'Show 5 members' })).toBeInTheDocument();
  });
});
