import { Badge, Heading, Stack, Table } from '@chakra-ui/react';
import { Truck as LuTruck } from 'lucide-react';
import { type MemberShipment as Shipment } from '@academy/domain';
import { useShipmentsQuery } from '../../api/shipments-api';
import { useTierName } from '../../api/tiers-api';
import { countryName } from '../country/country-names';
import { EmptyNotice } from '../empty-notice';
import { shipmentStatusLabels } from './shipment-words';
import { TableBox } from '../table-box';

/**
 * Token shipments with status and tracking: the member's own (no userID) or, for admins, a member's.
 * `heading`: the section's title where the page has none for it (the member's settings).
 */
export function ShipmentList({ userID, heading }: { userID?: string; heading?: string }) {
  const { data } = useShipmentsQuery(userID);
  const tierName = useTierName();
  if (!data) return null;
  const list = <ShipmentTable shipments={data.shipments} tierName={tierName} />;
  if (!heading) return list;
  return (
    <Stack gap={3} as="section" aria-labelledby="shipments-heading">
      <Heading as="h2" size="lg" id="shipments-heading">
        {heading}
      </Heading>
      {list}
    </Stack>
  );
}

function ShipmentTable({
  shipments,
  tierName,
}: {
  shipments: readonly Shipment[];
  tierName: (id: string) => string;
}) {
  if (shipments.length === 0)
    return (
      <EmptyNotice
        icon={LuTruck}
        title="No shipments yet"
        description="Membership token shipments will be listed here."
      />
    );
  return (
    <TableBox label="Shipments">
      <Table.Root size="sm" aria-label="Shipments">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Requested</Table.ColumnHeader>
            <Table.ColumnHeader>Tier</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Carrier</Table.ColumnHeader>
            <Table.ColumnHeader>Tracking</Table.ColumnHeader>
            <Table.ColumnHeader>Ship to</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shipments.map((s) => (
            <Table.Row key={s.shipmentID}>
              <Table.Cell>{s.requested.slice(0, 10)}</Table.Cell>
              <Table.Cell>{s.tier ? tierName(s.tier) : '–'}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={shipmentStatusLabels[s.status].palette}>
                  {shipmentStatusLabels[s.status].label}
                </Badge>
              </Table.Cell>
              <Table.Cell>{s.carrier ?? '–'}</Table.Cell>
              <Table.Cell>{s.tracking ?? '–'}</Table.Cell>
              <Table.Cell>
                {s.address ? `${s.address.city}, ${countryName(s.address.country)}` : 'No address yet'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableBox>
  );
}
