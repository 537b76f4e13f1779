import { Button, Card, DataList, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatAmount, useOrderQuery } from '../../api/payments-api';
import { toProductError } from '../../api/product-error';
import { Page } from '../../components/page';
import { showToast } from '../../components/toasts/toast-store';
import { href, paths } from '../../config/paths';
import { siteName } from '../../config/runtime-config';
import { useTestCheckoutMutation } from './api';
import { peekSignUpTier, saveSignUpTier } from './membership-tier-storage';

/**
 * `/checkout/test/:orderID`: the built-in checkout (no network). Pay and Decline deliver a signed
 * Stripe-shaped event to the same webhook handler Stripe's events go through. A sign-up ends on
 * `/sign-up/success` or the payment-failure page; a signed-in member returns to their settings.
 */
export function Component() {
  const { orderID = '' } = useParams();
  const navigate = useNavigate();
  const { data: order, isLoading, error } = useOrderQuery(orderID);
  const [press] = useTestCheckoutMutation();
  const [pressed, setPressed] = useState<'pay' | 'decline' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const act = async (button: 'pay' | 'decline') => {
    setPressed(button);
    setFailure(null);
    try {
      const result = await press({ orderID, button }).unwrap();
      const signingUp = peekSignUpTier() !== null;
      if (result.status === 'paid') {
        if (signingUp) {
          saveSignUpTier(undefined);
          await navigate(paths.signUpSuccess);
        } else {
          showToast('success', 'Payment received: your membership is up to date.');
          await navigate(paths.manageMembership);
        }
        return;
      }
      const message = result.message ?? 'Payment failed';
      if (signingUp) await navigate(href(paths.signUpPaymentFailure, {}, { message }));
      else {
        showToast('warning', message);
        await navigate(paths.manageMembership);
      }
    } catch (caught) {
      setFailure(toProductError(caught).message);
      setPressed(null);
    }
  };

  return (
    <Page title="Checkout" maxW="lg">
      <Text color="fg.muted">Test checkout: no card is charged.</Text>
      {isLoading && <Skeleton height="40" />}
      {error && <Text color="fg.error">{toProductError(error).message}</Text>}
      {order && (
        <Card.Root variant="outline">
          <Card.Header>
            <Card.Title>{siteName()}</Card.Title>
          </Card.Header>
          <Card.Body>
            <Stack gap={5}>
              <DataList.Root orientation="horizontal">
                <DataList.Item>
                  <DataList.ItemLabel>Membership</DataList.ItemLabel>
                  <DataList.ItemValue data-testid="checkout-tier">{order.tierName}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Amount</DataList.ItemLabel>
                  <DataList.ItemValue data-testid="checkout-amount">
                    {formatAmount(order.amount, order.currency)}
                  </DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
              {failure && (
                <Text color="fg.error" role="alert">
                  {failure}
                </Text>
              )}
              {order.status === 'open' || order.status === 'failed' ? (
                <HStack gap={3}>
                  <Button
                    colorPalette="blue"
                    onClick={() => void act('pay')}
                    loading={pressed === 'pay'}
                    disabled={pressed !== null}
                  >
                    Pay
                  </Button>
                  <Button
                    variant="outline"
                    onClick={() => void act('decline')}
                    loading={pressed === 'decline'}
                    disabled={pressed !== null}
                  >
                    Decline
                  </Button>
                </HStack>
              ) : (
                <Stack gap={2}>
                  <Text>This order is {order.status}.</Text>
                  <Button asChild variant="outline" alignSelf="start">
                    <Link to={paths.manageMembership}>Manage membership</Link>
                  </Button>
                </Stack>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </Page>
  );
}
