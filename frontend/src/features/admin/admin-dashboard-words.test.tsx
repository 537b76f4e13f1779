import { describe, expect, it } from '@jest/globals';
import { type AdminDashboard } from '@academy/domain';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { AdminDashboardCards } from './admin-dashboard';

const dashboard: AdminDashboard = {
  members: [{ tier: 'member', status: 'past-due', count: 2 }],
  signups: [],
  revenue: [],
  pendingShipments: 0,
  removedPublications: 0,
  latestEvents: [],
  unreadablePaymentEvents: { count: 0, latest: [] },
  recentAudits: [],
};

describe('the admin dashboard in words', () => {
  it('when members are counted by tier and status, then each status reads in words', async () => {
    server.use(http.get('/rest/admin/dashboard', () => HttpResponse.json(dashboard)));
    renderWithProviders(<AdminDashboardCards />);
    const table = await screen.findByRole('table', { name: 'Members by tier and status' });
    expect(within(table).getByText('Past due')).toBeInTheDocument();
    expect(within(table).queryByText('past-due')).not.toBeInTheDocument();
  });
});
