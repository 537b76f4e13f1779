import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const userID = '0b7e3c1a-6f1d-4a53-9d2e-1c2b3a4d5e6f';

describe('the admin erasure dialog', () => {
  it('when an admin asks to erase a member, then the dialog says what stays behind and until when, and nothing is posted yet', async () => {
    const posted: unknown[] = [];
    server.use(
      ...viewerHandlers({ admin: true }),
      http.get(`/rest/admin/users/${userID}`, () =>
        HttpResponse.json({
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
        }),
      ),
      http.get(`/rest/admin/users/${userID}/publications`, () =>
        HttpResponse.json({ publications: [], total: 0, page: 1, limit: 20 }),
      ),
      http.post(`/rest/admin/users/${userID}/erase`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ position: 3 });
      }),
    );
    renderRoute(`/admin/user/${userID}/publications`);
    const section = await screen.findByRole('region', { name: 'Erase member' });
    const user = userEvent.setup();
    await user.type(within(section).getByRole('textbox', { name: /Reason for the erasure/ }), 'On request');
    await user.click(within(section).getByRole('button', { name: 'Erase member' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase Ada Lovelace?' });
    expect(
      within(dialog).getByText(
        'Their key is destroyed and they are signed out everywhere. Database remnants go within minutes; backups taken before keep their data until their retention ends. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});
