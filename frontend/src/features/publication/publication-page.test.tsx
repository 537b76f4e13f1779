import { type PublicationVersionAnswer, type PublicationVersionPage } from '@academy/domain';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

/** What a visitor gets of a removed version: its summary. */
const removed: PublicationVersionAnswer = {
  id: '4.2',
  pubNum: 4,
  version: 2,
  publishDate: 1_700_000_000,
  publishYear: 2023,
  removalNote: 'Duplicate of publication 3',
  removalDate: 1_710_000_000,
};

/** A whole version, as anyone gets it while it is not removed (and admins always). */
const wholeVersion = (
  pubNum: number,
  version: number,
  more: Partial<PublicationVersionPage> = {},
): PublicationVersionPage => ({
  id: `${pubNum}.${version}`,
  pubNum,
  version,
  publishDate: 1_700_000_000 + version,
  publishYear: 2023,
  removalNote: null,
  removalDate: null,
  title: `Paper v${version}`,
  abstract: 'An abstract',
  authors: [{ name: 'Emmy Noether', userID: '11111111-1111-4111-8111-111111111111' }],
  keywords: [],
  body: 'The body',
  licence: 'CC-BY-4.0',
  pdf: null,
  changeNote: null,
  submittedBy: '11111111-1111-4111-8111-111111111111',
  latestVersion: version,
  bodyHtml: '<p>The body</p>',
  pdfUrl: null,
  ...more,
});

const publications = (list: PublicationVersionAnswer[]) =>
  http.get('/rest/journal/publications', () => HttpResponse.json(list));

describe('publication page', () => {
  it('when a publication is removed, then a visitor sees Article Removed with the date and note only', async () => {
    server.use(publications([removed]));
    renderRoute('/journal/publications/4');
    expect(await screen.findByText('Article Removed')).toBeInTheDocument();
    expect(screen.getByText('Duplicate of publication 3')).toBeInTheDocument();
    expect(screen.getByText('Removed on 9 March 2024.')).toBeInTheDocument();
    expect(screen.queryByText('Version 2')).not.toBeInTheDocument();
  });

  it('when an admin opens a removed publication, then it is shown with the notice', async () => {
    const removedForAdmins = wholeVersion(4, 2, {
      removalNote: 'Duplicate of publication 3',
      removalDate: 1_710_000_000,
    });
    server.use(...viewerHandlers({ admin: true }), publications([removedForAdmins]));
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
    const version = (n: number) =>
      wholeVersion(5, n, {
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
    // The licence in words, never its id.
    expect(screen.getByText('Creative Commons Attribution 4.0')).toBeInTheDocument();
    expect(screen.queryByText('CC-BY-4.0')).not.toBeInTheDocument();
  });

  it('when the latest version is opened by an admin, then no newer version is announced and its audit is linked', async () => {
    const latest = wholeVersion(6, 1, { title: 'Only version' });
    server.use(...viewerHandlers({ admin: true }), publications([latest]));
    renderRoute('/journal/publications/6');
    expect(await screen.findByText('Version 1')).toBeInTheDocument();
    expect(screen.queryByText('A newer version of this publication exists.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit' })).toHaveAttribute('href', '/admin/audit/publication/6');
  });

  it('when an admin presses Remove publication with no note, then the note’s error shows and no question is asked', async () => {
    const posted: unknown[] = [];
    server.use(
      ...viewerHandlers({ admin: true }),
      publications([wholeVersion(6, 1)]),
      http.post('/rest/admin/journal/publications/6/removal', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ position: 9 });
      }),
    );
    renderRoute('/journal/publications/6');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove publication' }));
    expect(await screen.findByText('Removal note is required')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Removal note' }), 'Duplicate of publication 3');
    await user.click(screen.getByRole('button', { name: 'Remove publication' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove publication 6?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove publication' }));
    expect(await screen.findByText('Publication 6 is removed.')).toBeInTheDocument();
    expect(posted).toEqual([{ note: 'Duplicate of publication 3' }]);
  });
});
