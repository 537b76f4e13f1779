import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';

const answered = (seen: URL[], total: number) =>
  http.get('/rest/registry/search', ({ request }) => {
    seen.push(new URL(request.url));
    return HttpResponse.json({
      hits: [],
      total,
      page: 99,
      facets: { membershipTier: [{ value: 'associate', count: 3 }] },
    });
  });

describe('registry: addresses it cannot serve as they are', () => {
  it('when the page is past the last one, then it says so and links to page 1 instead of "No members yet"', async () => {
    server.use(answered([], 303));
    renderRoute('/registry/search?query=&page=99');
    expect(await screen.findByText('There is no page 99')).toBeInTheDocument();
    expect(screen.getByText(/The list has 16 pages/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/registry/search?query=',
    );
    expect(screen.queryByText('No members yet')).not.toBeInTheDocument();
  });

  it('when the address holds an unknown availability, then it is left out of the search and no field error shows', async () => {
    const seen: URL[] = [];
    server.use(answered(seen, 0));
    renderRoute('/registry/search?availability=napping&availability=mentoring');
    expect(await screen.findByText('No members match these filters')).toBeInTheDocument();
    expect(seen[0]!.searchParams.getAll('availability')).toEqual(['mentoring']);
    expect(screen.queryByText(/Invalid fields/)).not.toBeInTheDocument();
  });

  it('when tiers are facet values, then they read as the tier names', async () => {
    server.use(answered([], 0));
    renderRoute('/registry/search?membershipTier=associate');
    // The facet panel (hidden on narrow screens, as jsdom's are) and the chip both name the tier.
    expect(
      await screen.findByRole('checkbox', { name: /Associate \(3\)/, hidden: true }),
    ).toBeInTheDocument();
    const chips = screen.getByRole('region', { name: 'Active filters' });
    expect(chips).toHaveTextContent('Associate');
    expect(chips).not.toHaveTextContent('associate');
  });
});
