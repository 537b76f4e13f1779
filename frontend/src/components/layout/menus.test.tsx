import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

describe('mobile menu', () => {
  it('when a visitor opens it, then it has Home, the sections, Log in and Sign up, and focus returns on close', async () => {
    const user = userEvent.setup();
    renderRoute('/terms');
    const opener = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(opener);
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: 'Registry' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('when an admin opens it, then it has the ADMIN section, My Account and Log out', async () => {
    server.use(...viewerHandlers({ admin: true }));
    const user = userEvent.setup();
    renderRoute('/terms');
    await screen.findByRole('button', { name: 'Profile menu' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByText('ADMIN')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Free Orders' })).toHaveAttribute(
      'href',
      '/admin/free-order',
    );
    expect(within(menu).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/settings/manage-membership',
    );
    expect(within(menu).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/sign-out');
  });
});
