import { registryFilterKeys } from '@academy/domain';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';

const facets = {
  availability: [{ value: 'mentoring', count: 3 }],
  expertise: [{ value: 'optics', count: 2 }],
};

const filtersIn = (params: URLSearchParams) => registryFilterKeys.flatMap((key) => params.getAll(key));

describe('registry: clearing the filters, then sorting', () => {
  it('when filters are ticked on /registry, cleared with "Clear all", then the sort changed, then neither the address nor the search brings them back', async () => {
    const seen: URL[] = [];
    server.use(
      http.get('/rest/registry/search', ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({ hits: [], total: 0, page: 1, facets });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/registry');
    // jsdom applies no media query: the narrow screen's drawer holds the filter panels.
    const tick = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: 'Filters' }));
      await user.click(await screen.findByRole('checkbox', { name }));
      // A box ticked in the drawer is a draft until its Apply button ("Show n members").
      await user.click(await screen.findByRole('button', { name: /^Show (\d+ )?members?$/ }));
    };
    await tick('mentoring (3)');
    await screen.findByRole('button', { name: 'Remove Availability: mentoring' });
    await tick('optics (2)');
    await screen.findByRole('button', { name: 'Remove Expertise: optics' });
    expect(router.state.location.search).toBe('?availability=mentoring&expertise=optics');
    // The sort is changed at once, before the page has shown the cleared address.
    const sort = screen.getByLabelText('Sort by');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.selectOptions(sort, 'newest');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'));
    await waitFor(() => expect(seen.at(-1)!.searchParams.get('sort')).toBe('newest'));
    expect(filtersIn(seen.at(-1)!.searchParams)).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Active filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('checkbox', { name: 'mentoring (3)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'optics (2)' })).not.toBeChecked();
  });
});
