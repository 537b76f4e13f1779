import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';

const hit = (n: number) => ({
  userID: `u-${n}`,
  firstName: `Ada${n}`,
  lastName: 'Lovelace',
  membershipTier: n === 1 ? 'fellow' : null,
  highlights: {},
});

const registry = (answer: (url: URL) => JsonBodyType, seen: URL[] = []) =>
  http.get('/rest/registry/search', async ({ request }) => {
    const url = new URL(request.url);
    seen.push(url);
    await delay(20);
    return HttpResponse.json(answer(url));
  });

describe('registry', () => {
  it('when the landing page opens, then it lists everyone after showing loading skeletons', async () => {
    const seen: URL[] = [];
    server.use(registry(() => ({ hits: [hit(1), hit(2)], total: 2, page: 1, facets: {} }), seen));
    renderRoute('/registry');
    expect(await screen.findByLabelText('Loading members')).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Ada1 Lovelace' })).toHaveAttribute('href', '/profile/u-1');
    expect(within(list).getByText('Fellow')).toBeInTheDocument();
    expect(seen[0]!.searchParams.get('query')).toBeNull();
    expect(seen[0]!.searchParams.get('page')).toBe('1');
  });

  it('when a search has no match, then the empty state names the query', async () => {
    server.use(registry(() => ({ hits: [], total: 0, page: 1, facets: {} })));
    renderRoute('/registry/search?query=zzz');
    expect(await screen.findByText('No members match “zzz”')).toBeInTheDocument();
  });

  it('when the server fails, then the error is shown with a way to try again', async () => {
    let calls = 0;
    server.use(
      http.get('/rest/registry/search', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { error: 'service-unavailable', error_msg: 'The Registry is resting' },
              { status: 503 },
            )
          : HttpResponse.json({ hits: [hit(3)], total: 1, page: 1, facets: {} });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/registry/search?query=ada');
    expect(await screen.findByText('The Registry is resting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ada3 Lovelace' })).toBeInTheDocument();
  });

  it('when there are more results than a page, then Next asks for the next page', async () => {
    const seen: URL[] = [];
    server.use(
      registry((url) => {
        const page = Number(url.searchParams.get('page'));
        return { hits: [hit(page)], total: 45, page, facets: {} };
      }, seen),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/registry/search?query=ada');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=ada&page=2');
    expect(seen.at(-1)!.searchParams.get('page')).toBe('2');
    expect(seen.at(-1)!.searchParams.get('query')).toBe('ada');
  });

  it('when the search box is submitted, then the query is trimmed and blank input is ignored', async () => {
    const seen: URL[] = [];
    server.use(registry(() => ({ hits: [], total: 0, page: 1, facets: {} }), seen));
    const user = userEvent.setup();
    const { router } = renderRoute('/registry');
    const box = await screen.findByLabelText('Search members');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/registry');
    await user.clear(box);
    await user.type(box, '  Lovelace  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registry/search'));
    expect(router.state.location.search).toBe('?query=Lovelace');
    await waitFor(() => expect(seen.at(-1)!.searchParams.get('query')).toBe('Lovelace'));
  });
});

describe('registry filters', () => {
  const faceted = {
    hits: [
      {
        ...hit(1),
        headline: 'Light in crystals',
        expertise: ['optics'],
        location: { city: 'Lyon', state: null, country: 'FR' },
        highlights: {
          lastName: [
            [
              { text: 'Love', match: true },
              { text: 'lace', match: false },
            ],
          ],
        },
      },
    ],
    total: 1,
    page: 1,
    facets: {
      availability: [
        { value: 'mentoring', count: 3 },
        { value: 'speaking', count: 1 },
      ],
      expertise: [{ value: 'optics', count: 2 }],
      experience: [{ value: 'org-1', count: 1, name: 'Quill Labs' }],
      location: [{ value: 'FR', count: 2 }],
    },
  };

  it('when the page opens with filters in the address, then they go to the API as repeated keys and show as chips and checked boxes with counts', async () => {
    const seen: URL[] = [];
    server.use(registry(() => faceted, seen));
    const user = userEvent.setup();
    renderRoute(
      `/registry/search?query=love&availability=mentoring&availability=speaking&location=${encodeURIComponent('{"country":"FR"}')}`,
    );
    const list = await screen.findByRole('region', { name: 'Members' });
    expect(within(list).getByText('Light in crystals')).toBeInTheDocument();
    expect(within(list).getByText('Lyon, France')).toBeInTheDocument();
    expect(within(list).getByText('Love').tagName).toBe('MARK');
    const chips = screen.getByRole('region', { name: 'Active filters' });
    expect(within(chips).getByText('Availability: speaking')).toBeInTheDocument();
    expect(within(chips).getByText('Country: France')).toBeInTheDocument();
    // jsdom applies no media query: the narrow screen's drawer holds the filter panels.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('checkbox', { name: 'mentoring (3)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'optics (2)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Quill Labs (1)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'France (2)' })).toBeChecked();
    expect(seen.at(-1)!.searchParams.getAll('availability')).toEqual(['mentoring', 'speaking']);
    expect(seen.at(-1)!.searchParams.getAll('location')).toEqual(['{"country":"FR"}']);
  });

  it('when a facet value is checked, a chip removed and all cleared, then the address follows (page reset, query kept)', async () => {
    server.use(registry(() => faceted));
    const user = userEvent.setup();
    const { router } = renderRoute('/registry/search?query=love&availability=mentoring&page=2');
    await screen.findByRole('region', { name: 'Members' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('checkbox', { name: 'optics (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Show 1 member' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?query=love&availability=mentoring&expertise=optics'),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove Availability: mentoring' }));
    await waitFor(() => expect(router.state.location.search).toBe('?query=love&expertise=optics'));
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe('?query=love'));
  });

  it('when a sort is chosen, then it is in the address and the API call', async () => {
    const seen: URL[] = [];
    server.use(registry(() => faceted, seen));
    const user = userEvent.setup();
    const { router } = renderRoute('/registry/search?query=love');
    await user.selectOptions(await screen.findByLabelText('Sort by'), 'newest');
    await waitFor(() => expect(router.state.location.search).toBe('?query=love&sort=newest'));
    await waitFor(() => expect(seen.at(-1)!.searchParams.get('sort')).toBe('newest'));
  });
});
