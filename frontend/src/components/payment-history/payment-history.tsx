import { Badge, Link as ChakraLink, Skeleton, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { type Payment } from '@academy/domain';
import { formatAmount, formatDate, usePaymentsQuery } from '../../api/payments-api';
import { toProductError } from '../../api/product-error';
import { href, paths } from '../../config/paths';
import { EmptyNotice } from '../empty-notice';
import { TableBox } from '../table-box';
import { orderKindLabels, orderStatusLabels } from './order-words';

const receiptable = (payment: Payment) =>
  payment.status === 'paid' || payment.status === 'refunded' || payment.status === 'free';

interface PaymentHistoryProps {
  /** An admin reading a member's history (`GET /rest/admin/users/{userID}/payments`); else the signed-in member's own. */
  userID?: string;
  /** Link each paid order to its printable receipt (the member's own history). */
  receipts?: boolean;
}

/**
 * A member's orders and payments, newest first: date, tier, amount, status (and a receipt link).
 * Mounted by the member's settings and by the admin user page's Payment History tab.
 */
export function PaymentHistory({ userID, receipts = userID === undefined }: PaymentHistoryProps) {
  const { data, isLoading, error } = usePaymentsQuery(userID ? { userID } : undefined);
  if (isLoading) return <Skeleton height="20" />;
  if (error) return <Text color="fg.error">{toProductError(error).message}</Text>;
  const payments = data?.payments ?? [];
  if (payments.length === 0)
    return <EmptyNotice title="No payments yet" description="Orders and payments will be listed here." />;
  return (
    <TableBox label="Payment history">
      <Table.Root size="sm" aria-label="Payment history">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Tier</Table.ColumnHeader>
            <Table.ColumnHeader>Amount</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            {receipts && <Table.ColumnHeader>Receipt</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((payment) => {
            const status = orderStatusLabels[payment.status];
            return (
              <Table.Row key={payment.orderID}>
                <Table.Cell>{formatDate(payment.paidAt ?? payment.createdAt)}</Table.Cell>
                <Table.Cell>
                  {payment.tierName}
                  {payment.kind !== 'free' && (
                    <Text fontSize="xs" color="fg.muted">
                      {orderKindLabels[payment.kind]}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{formatAmount(payment.amount, payment.currency)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={status.palette}>{status.label}</Badge>
                  {payment.reason && (
                    <Text fontSize="xs" color="fg.muted">
                      {payment.reason}
                    </Text>
                  )}
                </Table.Cell>
                {receipts && (
                  <Table.Cell>
                    {receiptable(payment) && (
                      <ChakraLink asChild colorPalette="blue" variant="underline">
                        <Link to={href(paths.receipt, { orderID: payment.orderID })}>Receipt</Link>
                      </ChakraLink>
                    )}
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableBox>
  );
}
