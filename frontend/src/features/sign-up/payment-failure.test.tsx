import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../test/render';
import { membershipTierStorageKey } from './membership-tier-storage';

describe('payment failure', () => {
  it('when a tier was saved, then it is removed and the tier sign-up shows "Payment failed"', async () => {
    window.localStorage.setItem(membershipTierStorageKey, 'fellow');
    const { router } = renderRoute('/sign-up/payment-failure');
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up/fellow');
    expect(window.localStorage.getItem(membershipTierStorageKey)).toBeNull();
  });

  it('when the failure carries a message and no tier was saved, then /sign-up shows that message', async () => {
    const { router } = renderRoute('/sign-up/payment-failure?message=Card%20declined');
    expect(await screen.findByText('Card declined')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up'));
  });
});
