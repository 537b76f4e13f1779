import { describe, expect, it } from '@jest/globals';
import { defaultTierCatalogue } from '@academy/domain';
import { screen } from '@testing-library/react';
import { makeStore } from '../app/store';
import { renderRoute } from '../test/render';
import { server, tiersHandler, viewerHandlers } from '../test/server';
import { requireAccess } from './require-access';

describe('access checks', () => {
  it('when a visitor opens a page for signed-in users, then the Unauthorized Access page is shown', async () => {
    renderRoute('/journal/submit');
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(
      screen.getByText('If you have been signed out, please log in to you your account to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
  });

  it('when a signed-in member opens that page, then it is shown', async () => {
    server.use(...viewerHandlers({ tier: 'fellow' }));
    renderRoute('/journal/submit');
    expect(await screen.findByRole('heading', { name: 'Submit to the Journal' })).toBeInTheDocument();
  });

  it('when an associate opens the submit page, then Access Denied offers Update Tier to manage membership', async () => {
    server.use(...viewerHandlers({ tier: 'associate' }));
    renderRoute('/journal/submit');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText('Your current membership tier does not have access to this page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update Tier' })).toHaveAttribute(
      'href',
      '/settings/manage-membership',
    );
  });

  it('when the catalogue lets associates submit, then an associate sees the submit page', async () => {
    server.use(
      ...viewerHandlers({ tier: 'associate' }),
      tiersHandler({
        tiers: defaultTierCatalogue.tiers.map((tier) => ({ ...tier, grants: ['journal-submit'] })),
      }),
    );
    renderRoute('/journal/submit');
    expect(await screen.findByRole('heading', { name: 'Submit to the Journal' })).toBeInTheDocument();
  });

  it('when a member who is not an admin opens an admin page, then access is denied', async () => {
    server.use(...viewerHandlers({ tier: 'fellow' }));
    renderRoute('/admin/shipping');
    expect(await screen.findByRole('heading', { name: 'Access denied.' })).toBeInTheDocument();
    expect(screen.getByText('You must be an admin to view this page.')).toBeInTheDocument();
  });

  it('when an admin opens an admin page, then it is shown', async () => {
    server.use(...viewerHandlers({ admin: true }));
    renderRoute('/admin/shipping');
    expect(await screen.findByRole('heading', { name: 'Token Shipping' })).toBeInTheDocument();
  });

  it('when the tier is not among the authorized tiers, then the insufficient-membership-tier error is raised', async () => {
    server.use(...viewerHandlers({ tier: 'associate' }));
    const store = makeStore();
    await expect(requireAccess(store, { authorizedTiers: ['fellow'] })).rejects.toMatchObject({
      type: 'insufficient-membership-tier',
      message: 'Your current membership tier does not have access to this page.',
    });
    await expect(requireAccess(store, { authorizedTiers: ['associate'] })).resolves.toBeUndefined();
  });

  it('when there are no requirements, then a visitor is let through', async () => {
    await expect(requireAccess(makeStore(), {})).resolves.toBeUndefined();
  });

  it('when a visitor is refused, then the not-signed-in error carries the data', async () => {
    await expect(requireAccess(makeStore(), { signedIn: true }, { from: 'submit' })).rejects.toMatchObject({
      type: 'not-signed-in',
      data: { from: 'submit' },
    });
  });
});
