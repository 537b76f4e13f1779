import { type LoaderFunctionArgs, redirect } from 'react-router';
import { href, paths } from '../../config/paths';
import { takeSignUpTier } from './membership-tier-storage';

export const defaultPaymentFailureMessage = 'Payment failed';

/** `/sign-up/payment-failure`: back to the saved tier's sign-up page (tier removed) with the message. */
export function loader({ request }: LoaderFunctionArgs) {
  const message = new URL(request.url).searchParams.get('message')?.trim() || defaultPaymentFailureMessage;
  const tier = takeSignUpTier();
  const target = tier
    ? href(paths.signUpTier, { membershipTier: tier }, { message })
    : href(paths.signUp, {}, { message });
  return redirect(target);
}
