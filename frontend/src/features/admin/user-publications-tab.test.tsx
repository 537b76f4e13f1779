import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const userID = '0b7e3c1a-6f1d-4a53-9d2e-1c2b3a4d5e6f';

const adminUser = {
  userID,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phone: null,
  membershipTier: 'fellow',
  membershipStatus: 'active',
  admin: false,
  adminSince: null,
  status: 'active',
  banReason: null,
  created: '2026-11-01T10:00:00.000Z',
  membership: {
    status: 'active',
    tier: { id: 'fellow', name: 'Fellow' },
    heldTier: 'fellow',
    periodEnd: '2027-11-01T10:00:00.000Z',
    graceUntil: null,
    pendingTier: null,
    renewsAutomatically: true,
    billingPortal: false,
  },
};

const publication = (pubNum: number, title: string, removalNote: string | null) => ({
  pubNum,
  version: 1,
  title,
  authors: [{ name: 'Ada Lovelace' }],
  keywords: [],
  abstract: '',
  publishDate: 1_700_000_000,
  publishYear: 2023,
  removalNote,
  removalDate: removalNote ? 1_710_000_000 : null,
});

describe('the admin user page, Publications tab', () => {
  it('when an admin opens it, then the member’s publications show with removed ones marked, and Remove (with a note) and Restore call the Journal’s admin API', async () => {
    const calls: { method: string; pubNum: string; body: unknown }[] = [];
    const notes = new Map<number, string | null>([
      [7, null],
      [4, 'Duplicate of publication 3'],
    ]);
    server.use(
      ...viewerHandlers({ admin: true }),
      http.get(`/rest/admin/users/${userID}`, () => HttpResponse.json(adminUser)),
      http.get(`/rest/admin/users/${userID}/publications`, () =>
        HttpResponse.json({
          publications: [
            publication(7, 'On the Analytical Engine', notes.get(7) ?? null),
            publication(4, 'Notes on Bernoulli numbers', notes.get(4) ?? null),
          ],
          total: 2,
          page: 1,
          limit: 20,
        }),
      ),
      http.post('/rest/admin/journal/publications/:pubNum/removal', async ({ request, params }) => {
        const body = (await request.json()) as { note: string };
        calls.push({ method: 'POST', pubNum: String(params.pubNum), body });
        notes.set(Number(params.pubNum), body.note);
        return HttpResponse.json({ position: 10 });
      }),
      http.delete('/rest/admin/journal/publications/:pubNum/removal', ({ params }) => {
        calls.push({ method: 'DELETE', pubNum: String(params.pubNum), body: null });
        notes.set(Number(params.pubNum), null);
        return HttpResponse.json({ position: 11 });
      }),
    );
    renderRoute(`/admin/user/${userID}/publications`);
    const list = await screen.findByRole('list', { name: 'Publications' });
    const removed = within(list).getByRole('listitem', { name: 'Notes on Bernoulli numbers' });
    expect(within(removed).getByText('Removed')).toBeInTheDocument();
    expect(
      within(removed).getByText('Removed on 9 March 2024: Duplicate of publication 3'),
    ).toBeInTheDocument();
    const live = within(list).getByRole('listitem', { name: 'On the Analytical Engine' });
    expect(within(live).queryByText('Removed')).not.toBeInTheDocument();
    expect(within(live).getByRole('link', { name: 'Audit of On the Analytical Engine' })).toHaveAttribute(
      'href',
      '/admin/audit/publication/7',
    );

    const user = userEvent.setup();
    await user.type(within(live).getByRole('textbox', { name: 'Removal note' }), 'Plagiarised');
    await user.click(within(live).getByRole('button', { name: 'Remove' }));
    // It asks first: nothing is posted until the admin confirms.
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove publication 7?' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove publication' }));
    await waitFor(() =>
      expect(within(live).getByText('Removed on 9 March 2024: Plagiarised')).toBeInTheDocument(),
    );
    expect(await screen.findByText('Publication 7 is removed.')).toBeInTheDocument();

    await user.click(within(removed).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(within(removed).queryByText('Removed')).not.toBeInTheDocument());
    expect(await screen.findByText('Publication 4 is restored.')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', pubNum: '7', body: { note: 'Plagiarised' } },
      { method: 'DELETE', pubNum: '4', body: null },
    ]);
  });
});
