import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const session = (id: string, device: string, current: boolean) => ({
  id: id.repeat(32),
  device,
  createdAt: '2026-11-01T09:00:00.000Z',
  lastSeenAt: '2026-11-20T09:00:00.000Z',
  current,
});

const settingsHandlers = () => [
  ...viewerHandlers({ tier: 'member' }),
  http.get('/rest/membership', () => HttpResponse.json({ status: 'none', tier: null, heldTier: null })),
  http.get('/rest/membership/payments', () => HttpResponse.json({ payments: [] })),
];

describe('signed-in browsers in Account Settings', () => {
  it('when the member has two sessions, then both are listed with the current one marked, and ending the other removes it', async () => {
    let sessions = [session('a', 'Firefox on Linux', true), session('b', 'Safari on iOS', false)];
    const ended: string[] = [];
    server.use(
      http.get('/rest/user/sessions', () => HttpResponse.json({ sessions })),
      ...settingsHandlers(),
      http.delete('/rest/user/sessions/:id', ({ params }) => {
        ended.push(String(params.id));
        sessions = sessions.filter((s) => s.id !== params.id);
        return HttpResponse.json({ ended: 1 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/settings/manage-membership');
    const table = await screen.findByRole('table', { name: 'Signed-in browsers' });
    expect(await within(table).findByText('Safari on iOS')).toBeInTheDocument();
    expect(within(table).getByText('This browser')).toBeInTheDocument();
    expect(within(table).getAllByText('1 Nov 2026, 09:00 UTC')).toHaveLength(2);
    await user.click(within(table).getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(within(table).queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(ended).toEqual(['b'.repeat(32)]);
  });

  it('when the member signs out all other browsers, then the command is sent and the list reloads', async () => {
    let sessions = [session('a', 'Firefox on Linux', true), session('b', 'Chrome on Windows', false)];
    server.use(
      http.get('/rest/user/sessions', () => HttpResponse.json({ sessions })),
      ...settingsHandlers(),
      http.post('/rest/user/sessions/end-others', () => {
        sessions = sessions.filter((s) => s.current);
        return HttpResponse.json({ ended: 1 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/settings/manage-membership');
    await user.click(await screen.findByRole('button', { name: 'Sign out all other browsers' }));
    const table = screen.getByRole('table', { name: 'Signed-in browsers' });
    await waitFor(() => expect(within(table).queryByText('Chrome on Windows')).not.toBeInTheDocument());
  });
});
