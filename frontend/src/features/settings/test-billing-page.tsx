import { Button, Card, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate, useMembershipQuery } from '../../api/payments-api';
import { toProductError } from '../../api/product-error';
import { Page } from '../../components/page';
import { PaymentHistory } from '../../components/payment-history/payment-history';
import { showToast } from '../../components/toasts/toast-store';
import { paths } from '../../config/paths';
import { useCancelMembershipMutation } from './api';

/** Test mode keeps no card: a number of 12 to 19 digits is accepted and only its last four are shown. */
const cardDigits = (value: string): string | null => {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
};

/**
 * `/billing/test`: the built-in billing page "Manage billing" opens without Stripe, with the
 * actions of Stripe's customer portal: update the card, see the invoices, cancel the membership.
 */
export function Component() {
  const navigate = useNavigate();
  const { data: membership } = useMembershipQuery();
  const [cancel, { isLoading: cancelling }] = useCancelMembershipMutation();
  const [card, setCard] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);
  const [cardSaved, setCardSaved] = useState<string | null>(null);

  const updateCard = () => {
    const digits = cardDigits(card);
    setCardError(digits ? null : 'Enter a card number of 12 to 19 digits');
    setCardSaved(digits ? digits.slice(-4) : null);
  };

  const cancelMembership = async () => {
    try {
      await cancel({}).unwrap();
      showToast('success', `Your membership ends on ${formatDate(membership!.periodEnd!)}.`);
      await navigate(paths.manageMembership);
    } catch (caught) {
      showToast('warning', toProductError(caught).message);
    }
  };

  return (
    <Page title="Billing" maxW="3xl">
      <Text color="fg.muted">Test billing: no card is kept or charged.</Text>
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap={3}>
            <Heading size="sm">Payment method</Heading>
            <HStack gap={3} align="end" wrap="wrap">
              <Stack gap={1}>
                <label htmlFor="test-card">Card number</label>
                <Input
                  id="test-card"
                  size="sm"
                  inputMode="numeric"
                  value={card}
                  onChange={(e) => setCard(e.target.value)}
                />
              </Stack>
              <Button size="sm" onClick={updateCard}>
                Update card
              </Button>
            </HStack>
            {cardError && (
              <Text color="fg.error" role="alert">
                {cardError}
              </Text>
            )}
            {cardSaved && <Text role="status">Card ending {cardSaved} saved.</Text>}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline">
        <Card.Body>
          <Heading size="sm" mb={2}>
            Invoices
          </Heading>
          <PaymentHistory />
        </Card.Body>
      </Card.Root>
      {membership?.status === 'active' && membership.periodEnd && (
        <Card.Root variant="outline">
          <Card.Body>
            <Stack gap={3}>
              <Heading size="sm">Cancel membership</Heading>
              <Text>
                It stays active until {formatDate(membership.periodEnd)} and then ends; it will not renew.
              </Text>
              <Button
                size="sm"
                colorPalette="red"
                alignSelf="start"
                loading={cancelling}
                onClick={() => void cancelMembership()}
              >
                Cancel membership
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      <Link to={paths.manageMembership}>Return to Account Settings</Link>
    </Page>
  );
}
