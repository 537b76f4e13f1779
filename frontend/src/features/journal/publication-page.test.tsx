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

  it('when an earlier version is opened, then it says a newer one exists and links to it, and member authors link to their profiles', async () => {
    const version = (n: number) => ({
      id: `p-5-${n}`,
      pubNum: 5,
      version: n,
      publishDate: 1_700_000_000 + n,
      title: `Paper v${n}`,
      authors: [
        { name: 'Emmy Noether', userID: '11111111-1111-4111-8111-111111111111' },
        { name: 'A. Guest' },
      ],
    });
    server.use(publications([version(1), version(2), version(3)]));
    renderRoute('/journal/publications/5/1');
    expect(await screen.findByText('A newer version of this publication exists.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read version 3' })).toHaveAttribute(
      'href',
      '/journal/publications/5/3',
    );
    expect(screen.getByRole('link', { name: 'Emmy Noether' })).toHaveAttribute(
      'href',
      '/profile/11111111-1111-4111-8111-111111111111',
    );
    expect(screen.getByTestId('authors')).toHaveTextContent('Emmy Noether, A. Guest');
    expect(screen.queryByRole('link', { name: 'A. Guest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Audit/ })).not.toBeInTheDocument();
  });

  it('when the latest version is opened by an admin, then no newer version is announced and its audit is linked', async () => {
    const latest = { id: 'p-6-1', pubNum: 6, version: 1, publishDate: 1_700_000_000, title: 'Only version' };
    server.use(...viewerHandlers({ admin: true }), publications([latest]));
    renderRoute('/journal/publications/6');
    expect(await screen.findByText('Version 1')).toBeInTheDocument();
    expect(screen.queryByText('A newer version of this publication exists.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit' })).toHaveAttribute('href', '/admin/audit/publication/6');
  });
});
