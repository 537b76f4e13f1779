import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const invitation = {
  pubNum: 4,
  title: 'Rings and Ideals',
  listedAs: 'Typed Name',
  invitedBy: 'Emmy Noether',
};

const settingsHandlers = (pending: () => (typeof invitation)[]) => [
  ...viewerHandlers({ tier: 'member' }),
  http.get('/rest/membership', () =>
    HttpResponse.json({
      status: 'active',
      tier: { id: 'member', name: 'Member' },
      heldTier: 'member',
      periodEnd: '2027-11-23T10:00:00.000Z',
      graceUntil: null,
      pendingTier: null,
      renewsAutomatically: false,
      billingPortal: false,
    }),
  ),
  http.get('/rest/membership/payments', () => HttpResponse.json({ payments: [] })),
  http.get('/rest/journal/co-author-invitations', () => HttpResponse.json({ invitations: pending() })),
];

describe('co-author invitations in account settings', () => {
  it('when the member accepts an invitation, then it is posted, a toast confirms it and the list is read again', async () => {
    let pending = [invitation];
    const posted: string[] = [];
    server.use(
      ...settingsHandlers(() => pending),
      http.post('/rest/journal/publications/:pubNum/co-authorship/:answer', ({ params }) => {
        posted.push(`${String(params.pubNum)} ${String(params.answer)}`);
        pending = [];
        return HttpResponse.json({ position: 9 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/settings/manage-membership');
    const item = await screen.findByTestId('co-author-invitation');
    expect(item).toHaveTextContent('Emmy Noether listed you as “Typed Name”');
    await user.click(within(item).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(posted).toEqual(['4 accept']));
    expect(await screen.findByText('You are now a co-author of “Rings and Ideals”.')).toBeInTheDocument();
    expect(await screen.findByText('No invitations')).toBeInTheDocument();
  });

  it('when declining is refused, then the server’s message shows on the invitation', async () => {
    server.use(
      ...settingsHandlers(() => [invitation]),
      http.post('/rest/journal/publications/4/co-authorship/decline', () =>
        HttpResponse.json(
          {
            error: 'invalid-transition',
            error_msg: 'There is no pending invitation to publication 4 for you',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/settings/manage-membership');
    const item = await screen.findByTestId('co-author-invitation');
    await user.click(within(item).getByRole('button', { name: 'Decline' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'There is no pending invitation to publication 4',
    );
  });
});
