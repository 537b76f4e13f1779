import { describe, expect, it } from '@jest/globals';
import { type DashboardCharts } from '@academy/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import AdminCharts from './admin-charts';

/** An answer with nothing in any bucket: 30 days or 12 months of zeros. */
const zeros = (range: '30d' | '12m'): DashboardCharts => ({
  range,
  unit: range === '30d' ? 'day' : 'month',
  currencies: [],
  tiers: [],
  buckets: Array.from({ length: range === '30d' ? 30 : 12 }, (_, i) => ({
    bucket:
      range === '30d'
        ? `2026-11-${String(i + 1).padStart(2, '0')}`
        : `2026-${String(i + 1).padStart(2, '0')}`,
    signups: 0,
    revenue: {},
    membersByTier: {},
    churn: 0,
    submissions: 0,
  })),
  searchMisses: { days: range === '30d' ? 30 : 90, top: [] },
});

describe('the dashboard charts', () => {
  it('when nothing happened in the range, then each figure says so and its numbers table lists every bucket as 0', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/rest/admin/dashboard/charts', ({ request }) => {
        const range = new URL(request.url).searchParams.get('range') as '30d' | '12m';
        asked.push(range);
        return HttpResponse.json(zeros(range));
      }),
    );
    renderWithProviders(<AdminCharts />);
    const signups = await screen.findByRole('figure', { name: 'Sign-ups' });
    expect(within(signups).getByText('No sign-ups yet')).toBeTruthy();
    expect(screen.getByText('No submissions yet')).toBeTruthy();
    const table = within(signups).getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(31);
    expect(rows.slice(1).map((r) => r.lastElementChild?.textContent)).toEqual(Array(30).fill('0'));
    await userEvent.click(screen.getByRole('button', { name: '12 months' }));
    expect(await within(table).findByText('Dec 2026', {}, { timeout: 5000 })).toBeTruthy();
    expect(asked).toEqual(['30d', '12m']);
    expect(screen.getByText('No search came back empty')).toBeTruthy();
    expect(screen.getByText(/Last 90 days \(older searches are not kept\)/)).toBeTruthy();
  });

  it('when one text found nobody, then its figure lists it in the numbers table, with no chart', async () => {
    const text = 'a very long search text that the narrow screen cuts with an ellipsis';
    server.use(
      http.get('/rest/admin/dashboard/charts', () =>
        HttpResponse.json({ ...zeros('30d'), searchMisses: { days: 30, top: [{ query: text, count: 4 }] } }),
      ),
    );
    renderWithProviders(<AdminCharts />);
    const figure = await screen.findByRole('figure', { name: 'Registry searches that found nobody' });
    const table = within(figure).getByRole('table', {
      name: 'Registry searches that found nobody: the numbers',
    });
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([text, '4']);
    expect(cells[0]?.getAttribute('title')).toBe(text);
    expect(within(figure).queryByText('Show the numbers')).toBeNull();
    expect(within(figure).getByText(/Last 30 days/)).toBeTruthy();
  });

  it('when several texts found nobody, then the numbers table lists them most searched first', async () => {
    const top = [
      { query: 'marie curie', count: 5 },
      { query: 'noether', count: 2 },
    ];
    server.use(
      http.get('/rest/admin/dashboard/charts', () =>
        HttpResponse.json({ ...zeros('30d'), searchMisses: { days: 30, top } }),
      ),
    );
    renderWithProviders(<AdminCharts />);
    const figure = await screen.findByRole('figure', { name: 'Registry searches that found nobody' });
    expect(within(figure).getByText('Show the numbers')).toBeTruthy();
    const table = within(figure).getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['marie curie5', 'noether2']);
  });

  it('when the charts cannot be read, then an error says so', async () => {
    server.use(
      http.get('/rest/admin/dashboard/charts', () =>
        HttpResponse.json({ error: 'unavailable', error_msg: 'Try again' }, { status: 503 }),
      ),
    );
    renderWithProviders(<AdminCharts />);
    expect(await screen.findByText('The charts could not be loaded; try again in a moment.')).toBeTruthy();
  });
});
