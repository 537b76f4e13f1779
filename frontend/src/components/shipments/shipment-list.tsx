import { Badge, Table } from '@chakra-ui/react';
import { LuTruck } from 'react-icons/lu';
import { useShipmentsQuery } from '../../api/shipments-api';
import { EmptyNotice } from '../empty-notice';
import { TableBox } from '../table-box';

/** Token shipments with status and tracking: the member's own (no userID) or, for admins, a member's. */
export function ShipmentList({ userID }: { userID?: string }) {
  const { data } = useShipmentsQuery(userID);
  if (!data) return null;
  if (data.shipments.length === 0)
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
          {data.shipments.map((s) => (
            <Table.Row key={s.shipmentID}>
              <Table.Cell>{s.requested.slice(0, 10)}</Table.Cell>
              <Table.Cell>{s.tier ?? '–'}</Table.Cell>
              <Table.Cell>
                <Badge>{s.status}</Badge>
              </Table.Cell>
              <Table.Cell>{s.carrier ?? '–'}</Table.Cell>
              <Table.Cell>{s.tracking ?? '–'}</Table.Cell>
              <Table.Cell>
                {s.address ? `${s.address.city}, ${s.address.country}` : 'No address yet'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableBox>
  );
}
