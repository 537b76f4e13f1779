import { Badge, Card, HStack, Skeleton, Text } from '@chakra-ui/react';
import { LuCreditCard } from 'react-icons/lu';
import { useViewer } from '../../access/use-viewer';
import { EmptyNotice } from '../../components/empty-notice';
import { Page } from '../../components/page';
import { ShipmentList } from '../../components/shipments/shipment-list';

/** `/settings/manage-membership` ("My Account"): the member's tier. */
export function Component() {
  const viewer = useViewer();
  return (
    <Page title="Manage membership" maxW="3xl">
      <Card.Root variant="outline">
        <Card.Body>
          {viewer.loading ? (
            <Skeleton height="6" />
          ) : (
            <HStack gap={3} wrap="wrap">
              <Text fontWeight="semibold">Your membership tier:</Text>
              {viewer.membershipTier ? (
                <Badge colorPalette="blue" size="lg">
                  {viewer.membershipTier}
                </Badge>
              ) : (
                <Text color="fg.muted">none yet</Text>
              )}
            </HStack>
          )}
        </Card.Body>
      </Card.Root>
      <EmptyNotice
        icon={LuCreditCard}
        title="Changing tiers is not available yet"
        description="Upgrading, renewing or cancelling your membership, and your payment history, will be managed here."
      />
      <ShipmentList />
    </Page>
  );
}
