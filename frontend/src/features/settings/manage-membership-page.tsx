import { Badge, Card, DataList, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatDate, type MembershipAnswer, useMembershipQuery } from '../../api/payments-api';
import { toProductError } from '../../api/product-error';
import { useSessionQuery } from '../../api/session-api';
import { useMembershipTiersQuery, useTierName } from '../../api/tiers-api';
import { membershipStatusLabels } from '../../components/membership/membership-words';
import { heldTierName, membershipStatusText } from '../../components/membership/membership-status-text';
import { Page } from '../../components/page';
import { PaymentHistory } from '../../components/payment-history/payment-history';
import { ChangeEmailForm } from './change-email-form';
import { CoAuthorInvitations } from './co-author-invitations';
import { ChangePasswordForm } from './change-password-form';
import { MembershipActions } from './membership-actions';
import { ShipmentList } from '../../components/shipments/shipment-list';
import { ShippingAddressForm } from './shipping-address-form';
import { SessionsList } from './sessions-list';

/**
 * The dates that matter for the membership's status, one plan at a time: a change of tier
 * scheduled for the period end is what happens then (a free tier it falls to, too, whatever the
 * provider calls the subscription's end); otherwise the renewal or the end.
 */
function MembershipDates({ membership }: { membership: MembershipAnswer }) {
  const { status, periodEnd, graceUntil, pendingTier } = membership;
  const items: [string, string][] = [];
  const running = status === 'active' || status === 'cancelling';
  if (running && pendingTier && periodEnd)
    items.push([`Changes to ${pendingTier.name} on`, formatDate(periodEnd)]);
  else if (status === 'active') items.push(['Renewal date', periodEnd ? formatDate(periodEnd) : 'No end']);
  else if (status === 'cancelling' && periodEnd) items.push(['Ends on', formatDate(periodEnd)]);
  if (status === 'past-due' && graceUntil) items.push(['Pay by', formatDate(graceUntil)]);
  if (status === 'expired' && periodEnd) items.push(['Ended on', formatDate(periodEnd)]);
  return (
    <>
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue data-testid={`membership-${label.toLowerCase().replace(/\W+/g, '-')}`}>
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </>
  );
}

/**
 * `/settings/manage-membership` ("My Account"): tier, status, dates, actions and payment history.
 * The route's loader admits members only; the member's queries mount only while the session says
 * signed in, so signing out from this page (which forgets every cached answer before the page
 * leaves) never refetches them as a visitor.
 */
export function Component() {
  const session = useSessionQuery();
  if (session.data?.session !== 'signed-in') {
    return (
      <Page title="Manage membership" maxW="4xl">
        <Skeleton height="24" />
      </Page>
    );
  }
  return <ManageMembership />;
}

function ManageMembership() {
  const membership = useMembershipQuery();
  const tiers = useMembershipTiersQuery();
  const tierName = useTierName();
  const data = membership.data;
  return (
    <Page title="Manage membership" maxW="4xl">
      <Card.Root variant="outline">
        <Card.Body>
          {membership.isLoading && <Skeleton height="24" />}
          {membership.error && <Text color="fg.error">{toProductError(membership.error).message}</Text>}
          {data && (
            <Stack gap={5}>
              <DataList.Root orientation="horizontal">
                <DataList.Item>
                  <DataList.ItemLabel>Current tier</DataList.ItemLabel>
                  <DataList.ItemValue data-testid="membership-tier">
                    {heldTierName(data, tierName)}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Status</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Badge
                      colorPalette={membershipStatusLabels[data.status].palette}
                      data-testid="membership-status"
                    >
                      {membershipStatusText(data)}
                    </Badge>
                  </DataList.ItemValue>
                </DataList.Item>
                <MembershipDates membership={data} />
              </DataList.Root>
              {tiers.data && <MembershipActions membership={data} tiers={tiers.data.tiers} />}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <Stack gap={3}>
        <Heading as="h2" size="lg">
          Payment history
        </Heading>
        <PaymentHistory />
      </Stack>
      <CoAuthorInvitations />
      <ShipmentList heading="Token shipments" />
      <Stack gap={3}>
        <Heading as="h2" size="lg">
          Shipping address
        </Heading>
        <ShippingAddressForm />
      </Stack>
      <Stack gap={3}>
        <Heading as="h2" size="lg">
          Password
        </Heading>
        <ChangePasswordForm />
      </Stack>
      <Stack gap={3}>
        <Heading as="h2" size="lg">
          Email
        </Heading>
        <ChangeEmailForm />
      </Stack>
      <Stack gap={3}>
        <Heading as="h2" size="lg">
          Signed-in browsers
        </Heading>
        <SessionsList />
      </Stack>
      <Stack gap={3}>
        <Heading as="h2" size="lg">
          Privacy
        </Heading>
        <Text>
          <Link to={paths.privacy}>Privacy and your data</Link>: download what the academy holds about you.
        </Text>
      </Stack>
    </Page>
  );
}
