import { type PublicTier } from '@academy/domain';
import { Button, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMembershipQuery, useStartMembershipCheckoutMutation } from '../../api/payments-api';
import { toProductError } from '../../api/product-error';
import { FormError } from '../../components/form-error';
import { href, paths } from '../../config/paths';
import { saveSignUpTier } from './membership-tier-storage';

const runningStatuses = ['active', 'cancelling', 'past-due'];

/**
 * `/sign-up/{tier}` for a signed-in member: never a second account. Without a running membership
 * (the payment failed, was left, or the provider was down) they pay for the chosen tier here;
 * with one, they manage it in their settings. `retry`: a payment just failed.
 */
export function CompletePayment({ tier, retry }: { tier: PublicTier; retry: boolean }) {
  const navigate = useNavigate();
  const membership = useMembershipQuery();
  const [startCheckout, started] = useStartMembershipCheckoutMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (membership.isLoading) return <Skeleton height="24" />;
  const data = membership.data;

  if (data && runningStatuses.includes(data.status)) {
    return (
      <Stack gap={3}>
        <Text>You are signed in and already hold the {data.tier?.name ?? 'current'} membership.</Text>
        <ChakraLink asChild colorPalette="blue" variant="underline">
          <Link to={paths.manageMembership}>Change your tier in Account Settings</Link>
        </ChakraLink>
      </Stack>
    );
  }

  const pay = async () => {
    setFailure(null);
    try {
      const answer = await startCheckout({ membershipTier: tier.id }).unwrap();
      if (!answer.checkoutUrl) {
        await navigate(paths.signUpSuccess);
        return;
      }
      // Paid as part of the sign-up: a failure comes back to this page (the payment-failure route).
      saveSignUpTier(tier.id);
      if (answer.checkoutUrl.startsWith('/')) await navigate(answer.checkoutUrl);
      else window.location.assign(answer.checkoutUrl);
    } catch (caught) {
      setFailure(toProductError(caught).message);
    }
  };

  const pending = data?.status === 'pending-payment' && data.tier?.id === tier.id;
  const free = !tier.price;
  return (
    <Stack gap={4}>
      <FormError message={failure} title="Payment not started" />
      <Text>
        {pending
          ? `Your account is ready and you are signed in. Your ${tier.name} membership starts once it is paid.`
          : free
            ? `You are signed in. Choose ${tier.name} to start this membership; it is free.`
            : `You are signed in. Pay for ${tier.name} to start this membership.`}
      </Text>
      <Button colorPalette="blue" size="lg" loading={started.isLoading} onClick={() => void pay()}>
        {free ? `Choose ${tier.name}` : retry ? 'Try the payment again' : 'Complete payment'}
      </Button>
      <Text color="fg.muted" fontSize="sm">
        You can also pay later from{' '}
        <ChakraLink asChild colorPalette="blue" variant="underline">
          <Link to={href(paths.manageMembership)}>Account Settings</Link>
        </ChakraLink>
        .
      </Text>
    </Stack>
  );
}
