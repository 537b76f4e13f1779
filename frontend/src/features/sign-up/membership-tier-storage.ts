/** The tier a visitor signed up for, kept while they pay, read back if the payment fails. */
export const membershipTierStorageKey = 'sign-up-membership-tier';

export const saveSignUpTier = (tier: string | undefined): void => {
  try {
    if (tier) window.localStorage.setItem(membershipTierStorageKey, tier);
    else window.localStorage.removeItem(membershipTierStorageKey);
  } catch {
    // Storage can be unavailable (private mode); the payment-failure page then falls back to /sign-up.
  }
};

/** Read the saved tier and remove it. */
export const takeSignUpTier = (): string | null => {
  try {
    const tier = window.localStorage.getItem(membershipTierStorageKey);
    window.localStorage.removeItem(membershipTierStorageKey);
    return tier;
  } catch {
    return null;
  }
};

/** Read the saved tier without removing it (the checkout asks whether it is part of a sign-up). */
export const peekSignUpTier = (): string | null => {
  try {
    return window.localStorage.getItem(membershipTierStorageKey);
  } catch {
    return null;
  }
};
