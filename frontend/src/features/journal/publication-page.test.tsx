import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const removed = {
  id: 'p-4-2',
  pubNum: 4,
  version: 2,
  publishDate: 1_700_000_000,
  removalNote: 'Duplicate of publication 3',
  removalDate: 1_710_000_000,
};

const publications = (list: object[]) =>
  http.get('/rest/journal/publications', () => HttpResponse.json(list));

describe('publication page', () => {
  it('when a publication is removed, then a visitor sees Article Removed with the date and note only', async () => {
    server.use(publications([removed]));
    renderRoute('/journal/publications/4');
    expect(await screen.findByText('Article Removed')).toBeInTheDocument();
    expect(screen.getByText('Duplicate of publication 3')).toBeInTheDocument();
    expect(screen.getByText('Removed on March 9, 2024.')).toBeInTheDocument();
    expect(screen.queryByText('Version 2')).not.toBeInTheDocument();
  });

  it('when an admin opens a removed publication, then it is shown with the notice', async () => {
    server.use(...viewerHandlers({ admin: true }), publications([removed]));
    renderRoute('/journal/publications/4/2');
    expect(await screen.findByText('Version 2')).toBeInTheDocument();
    expect(screen.getByText('Article Removed')).toBeInTheDocument();
  });

  it('when a removed publication is to be revised, then the removal notice blocks it', async () => {
    server.use(...viewerHandlers({ tier: 'fellow' }), publications([removed]));
    renderRoute('/journal/revise/4');
    expect(await screen.findByText('Article Removed')).toBeInTheDocument();
    expect(screen.getByText('Duplicate of publication 3')).toBeInTheDocument();
  });
});
