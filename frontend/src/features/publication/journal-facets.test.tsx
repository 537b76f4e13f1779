import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';

// 12 keywords, most frequent first; the chosen one is the rarest (the server counts it last).
const keywords = [
  ...Array.from({ length: 11 }, (_, i) => ({ value: `topic ${String.fromCharCode(97 + i)}`, count: 30 - i })),
  { value: 'zoology', count: 1 },
];

const answer = {
  hits: [
    {
      pubNum: 1,
      version: 1,
      title: 'On Tilings',
      authors: ['Emmy Noether'],
      keywords: ['zoology'],
      abstract: 'Shapes.',
      publishYear: 2024,
      removed: false,
      highlights: {},
    },
  ],
  total: 1,
  page: 1,
  facets: {
    year: [
      { value: '2024', count: 1 },
      { value: '2019', count: 6 },
    ],
    keyword: keywords,
  },
};

const chips = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('aria-pressed'))
    .map((b) => b.textContent);

describe('journal search facets', () => {
  it('when a facet has more than 8 values, then the first 8 show with the chosen one, and "Show more" (aria-expanded) shows the rest', async () => {
    server.use(http.get('/rest/journal/search', () => HttpResponse.json(answer)));
    const user = userEvent.setup();
    renderRoute('/journal/search?query=tilings&keyword=zoology');
    const group = await screen.findByRole('group', { name: 'Keyword facet' });
    expect(chips(group)).toHaveLength(9);
    expect(within(group).getByRole('button', { name: 'zoology (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const more = within(group).getByRole('button', { name: 'Show more (3)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(chips(group)).toHaveLength(12);
    expect(within(group).getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Years read as the server orders them, newest first; two values: no button, no search box.
    const years = screen.getByRole('group', { name: 'Year facet' });
    expect(chips(years)).toEqual(['2024 (1)', '2019 (6)']);
    expect(within(years).queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('when a long facet is searched, then only the matching chips show and the chosen one stays', async () => {
    server.use(http.get('/rest/journal/search', () => HttpResponse.json(answer)));
    const user = userEvent.setup();
    renderRoute('/journal/search?query=tilings&keyword=zoology');
    const group = await screen.findByRole('group', { name: 'Keyword facet' });
    await user.type(within(group).getByRole('searchbox', { name: 'Search Keyword' }), 'TOPIC K');
    expect(chips(group)).toEqual(['topic k (20)', 'zoology (1)']);
    expect(within(group).queryByRole('button', { name: /^Show/ })).not.toBeInTheDocument();
  });
});
