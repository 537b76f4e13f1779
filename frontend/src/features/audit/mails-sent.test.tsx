import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const userID = '0b7e3c1a-6f1d-4a53-9d2e-1c2b3a4d5e6f';

const timeline = {
  subject: { kind: 'user', id: userID, name: 'Ada Lovelace', state: {} },
  total: 0,
  page: 1,
  pageSize: 50,
  types: [],
  entries: [],
  position: 1,
};

describe('the audit of a member, Mails sent', () => {
  it('when an admin opens a member’s audit, then the mails queued for them show with their kind and status, never an address', async () => {
    server.use(
      ...viewerHandlers({ admin: true }),
      http.get(`/rest/admin/audit/users/${userID}`, () => HttpResponse.json(timeline)),
      http.get(`/rest/admin/audit/users/${userID}/mails`, () =>
        HttpResponse.json({
          mails: [
            {
              kind: 'receipt',
              status: 'queued',
              queuedAt: '2026-11-02T10:00:00.000Z',
              sentAt: null,
              attempts: 2,
              lastError: 'ECONNREFUSED',
            },
            {
              kind: 'welcome',
              status: 'sent',
              queuedAt: '2026-11-01T10:00:00.000Z',
              sentAt: '2026-11-01T10:00:01.000Z',
              attempts: 1,
              lastError: null,
            },
          ],
          position: 2,
        }),
      ),
    );
    renderRoute(`/admin/audit/user/${userID}`);
    const table = await screen.findByRole('table', { name: 'Mails sent' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'receipt',
      'welcome',
    ]);
    expect(within(rows[0]!).getByText('queued (ECONNREFUSED)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('sent')).toBeInTheDocument();
  });

  it('when no mail was sent to the member, then the section says so', async () => {
    server.use(
      ...viewerHandlers({ admin: true }),
      http.get(`/rest/admin/audit/users/${userID}`, () => HttpResponse.json(timeline)),
      http.get(`/rest/admin/audit/users/${userID}/mails`, () =>
        HttpResponse.json({ mails: [], position: 2 }),
      ),
    );
    renderRoute(`/admin/audit/user/${userID}`);
    expect(await screen.findByText('No mail was sent to this member.')).toBeInTheDocument();
  });
});
