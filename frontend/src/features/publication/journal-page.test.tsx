import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

/** The Journal's list, empty, and every ask for the submit precheck counted. */
const journalWithPrecheck = () => {
  const asked: string[] = [];
  server.use(
    http.get('/rest/journal/list', () =>
      HttpResponse.json({ publications: [], total: 0, page: 1, limit: 10, years: [], keywords: [] }),
    ),
    http.get('/rest/journal/submit/precheck', ({ request }) => {
      asked.push(request.url);
      return HttpResponse.json({ allowed: true, membershipTier: 'member' });
    }),
  );
  return asked;
};

describe('the Journal page and the submit precheck', () => {
  it('when an Associate opens /journal, then the precheck is never asked (no 403 in the console) and no Submit shows', async () => {
    server.use(...viewerHandlers({ tier: 'associate' }));
    const asked = journalWithPrecheck();
    renderRoute('/journal');
    expect(await screen.findByRole('heading', { name: 'Journal', level: 1 })).toBeInTheDocument();
    await screen.findByText(/Each publication has a number/);
    expect(asked).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Submit to the Journal' })).toBeNull();
  });

  it('when a Member opens /journal, then the precheck is asked and Submit to the Journal shows', async () => {
    server.use(...viewerHandlers({ tier: 'member' }));
    const asked = journalWithPrecheck();
    renderRoute('/journal');
    expect(await screen.findByRole('link', { name: 'Submit to the Journal' })).toHaveAttribute(
      'href',
      '/journal/submit',
    );
    expect(asked).toHaveLength(1);
  });
});
