import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductError } from '../../api/product-error';
import { renderRoute, renderWithProviders } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';
import { ErrorView } from './route-error-page';
import { statusPages } from './status-texts';

const someUser = '11111111-1111-4111-8111-111111111111';

describe('error pages', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized Access'],
    [403, 'Access Forbidden'],
    [404, 'Page Not Found'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
    [504, 'Gateway Timeout'],
  ] as const)(
    'when a request fails with %i, then the "%s" page offers Return home',
    async (status, title) => {
      renderWithProviders(<ErrorView error={new ProductError('http-error', 'x', { status })} />);
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText(statusPages[status].text)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
    },
  );

  it('when the 401 page shows, then its text is the spec text', () => {
    expect(statusPages[401].text).toBe('Unauthorized access. Please log in to continue.');
  });

  it('when the tier lacks access, then Access Denied offers Update Tier', async () => {
    renderWithProviders(<ErrorView error={new ProductError('insufficient-membership-tier', 'x')} />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText('Your current membership tier does not have access to this page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update Tier' })).toHaveAttribute(
      'href',
      '/settings/manage-membership',
    );
  });

  it('when revising is refused with a removal note, then the removal notice shows, by default with no details', async () => {
    renderWithProviders(<ErrorView error={{ error: 'removal-note', error_msg: '' }} />);
    expect(await screen.findByRole('heading', { name: 'Article Removed' })).toBeInTheDocument();
    expect(screen.getByText('No additional details provided.')).toBeInTheDocument();
  });

  it("when the server says 'Bad Session', then the Unauthorized Access page shows", async () => {
    renderWithProviders(<ErrorView error={{ error: 'not-signed-in', error_msg: 'Bad Session' }} />);
    expect(
      await screen.findByText('If you have been signed out, please log in to you your account to continue.'),
    ).toBeInTheDocument();
  });

  it('when a page throws, then the fallback says "Something went wrong!" and toggles the error', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoute('/mock-error');
    expect(await screen.findByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    expect(screen.getByText('Error: There was an error while processing your request.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText(/This is a mock error/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText(/This is a mock error/)).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('when the route is unknown, then the 404 page shows inside the frame', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('when an admin opens an unknown user tab, then it is a 404; a known tab shows its label', async () => {
    server.use(...viewerHandlers({ admin: true }));
    const { router } = renderRoute(`/admin/user/${someUser}/profile`);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await router.navigate(`/admin/user/${someUser}/shipping`);
    expect(await screen.findByRole('tab', { name: 'Shipping' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Payment History' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Publications' })).toBeInTheDocument();
  });

  it('when an admin opens a user whose id is not a UUID, or a profile with such an id, then it is the 404 page', async () => {
    server.use(...viewerHandlers({ admin: true }));
    const { router } = renderRoute('/admin/user/abc/shipping');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Shipping' })).not.toBeInTheDocument();
    await router.navigate('/profile/abc');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('when the Journal search has no query, then the visitor goes to /', async () => {
    const { router } = renderRoute('/journal/search?query=%20%20');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
