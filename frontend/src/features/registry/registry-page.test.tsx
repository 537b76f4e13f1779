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
    server.use(registry(() => ({ hits: [hit(1), hit(2)], total: 2, page: 1 }), seen));
    renderRoute('/registry');
    expect(await screen.findByLabelText('Loading members')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Ada1 Lovelace' })).toHaveAttribute('href', '/profile/u-1');
    expect(within(list).getByText('fellow')).toBeInTheDocument();
    expect(seen[0]!.searchParams.get('query')).toBe('');
    expect(seen[0]!.searchParams.get('page')).toBe('1');
  });

  it('when a search has no match, then the empty state names the query', async () => {
    server.use(registry(() => ({ hits: [], total: 0, page: 1 })));
    renderRoute('/registry/search?query=zzz');
    expect(await screen.findByText('No members match "zzz"')).toBeInTheDocument();
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
          : HttpResponse.json({ hits: [hit(3)], total: 1, page: 1 });
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
        return { hits: [hit(page)], total: 45, page };
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
    server.use(registry(() => ({ hits: [], total: 0, page: 1 }), seen));
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
  it('when the address carries filters the Registry does not apply yet, then the page says so', async () => {
    server.use(registry(() => ({ hits: [], total: 0, page: 1 })));
    renderRoute('/registry/search?expertise=Topology&availability=mentoring');
    expect(
      await screen.findByText(
        'Filtering by availability, expertise is not available yet: the list below is not filtered.',
      ),
    ).toBeInTheDocument();
  });
});
