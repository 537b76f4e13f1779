import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';
import { saveSignUpTier } from './membership-tier-storage';

describe('the sign-up success page', () => {
  it('when an Associate lands on it, then it promises only what Associates get: no Journal submission, no token', async () => {
    server.use(...viewerHandlers({ tier: 'associate' }));
    renderRoute('/sign-up/success');
    const perks = await screen.findByTestId('tier-perks');
    expect(within(perks).getByText('Your Associate membership includes:')).toBeInTheDocument();
    expect(
      within(perks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A profile in the member Registry', 'Read the Journal and the Encyclopedia']);
    expect(
      await screen.findByText(
        /you are signed in\. Now you can complete your profile and browse the Registry\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText(/submit/i)).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText(/token/i)).not.toBeInTheDocument();
  });

  it('when a Fellow lands on it, then it lists the Fellow’s perks and offers to submit to the Journal', async () => {
    server.use(...viewerHandlers({ tier: 'fellow' }));
    renderRoute('/sign-up/success');
    const perks = await screen.findByTestId('tier-perks');
    expect(within(perks).getByText('Your Fellow membership includes:')).toBeInTheDocument();
    expect(within(perks).getByText('The title of Fellow in the Registry')).toBeInTheDocument();
    expect(await screen.findByText(/browse the Registry and submit to the Journal\.$/)).toBeInTheDocument();
  });

  it('when a visitor who signed up as an Associate lands on it signed out, then the Associate’s perks show with Log in', async () => {
    saveSignUpTier('associate');
    renderRoute('/sign-up/success');
    expect(await screen.findByText('Your Associate membership includes:')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText(/submit/i)).not.toBeInTheDocument();
  });
});
