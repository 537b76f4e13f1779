import { type SignUpInput } from '@academy/domain';
import { useNavigate } from 'react-router';
import { useStartMembershipCheckoutMutation } from '../../api/payments-api';
import { toProductError } from '../../api/product-error';
import { href, paths } from '../../config/paths';
import { useSignInToContinueMutation } from './api';
import { saveSignUpTier } from './membership-tier-storage';

/** The answer of a paid sign-up whose account was created while the payment provider was down. */
export const providerUnavailable = 'payment-provider-unavailable';

/**
 * A paid sign-up that cannot finish in one go is not a dead end:
 * - the provider was down (`payment-provider-unavailable`): the account exists and the member is
 *   signed in; the tier's page shows the answer and offers to complete the payment;
 * - the email is taken, by the submitter's own account (the password signs in): sign in and go
 *   on to pay for the chosen tier.
 * Answers whether it took the refusal over; otherwise the form shows it.
 */
export const useContinueSignUp = () => {
  const navigate = useNavigate();
  const [signIn] = useSignInToContinueMutation();
  const [startCheckout] = useStartMembershipCheckoutMutation();
  const backToTier = (tier: string, message: string) =>
    navigate(href(paths.signUpTier, { membershipTier: tier }, { message }), { replace: true });

  return async (input: SignUpInput, caught: unknown): Promise<boolean> => {
    const tier = input.membershipTier;
    if (!tier) return false;
    const refusal = toProductError(caught);
    if (refusal.type === providerUnavailable) {
      await backToTier(tier, refusal.message);
      return true;
    }
    if (refusal.type !== 'email-taken') return false;
    try {
      await signIn({ email: input.email, password: input.password }).unwrap();
    } catch {
      return false; // not their account (or not this password): the email is taken
    }
    try {
      const answer = await startCheckout({ membershipTier: tier }).unwrap();
      if (!answer.checkoutUrl) {
        await navigate(paths.signUpSuccess, { state: { firstName: input.firstName } });
        return true;
      }
      saveSignUpTier(tier);
      if (answer.checkoutUrl.startsWith('/')) await navigate(answer.checkoutUrl);
      else window.location.assign(answer.checkoutUrl);
    } catch (failed) {
      // Signed in now: the tier's page offers what is left to do, with the reason.
      await backToTier(tier, toProductError(failed).message);
    }
    return true;
  };
};
