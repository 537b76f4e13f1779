import { shortOrderNumber } from '@academy/domain';
import { Button, Card, DataList, HStack, Skeleton, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { formatAmount, formatDate, useOrderQuery } from '../../api/payments-api';
import { toProductError } from '../../api/product-error';
import { Page } from '../../components/page';
import {
  orderKindLabels,
  orderStatusLabels,
  periodInWords,
} from '../../components/payment-history/order-words';
import { paths } from '../../config/paths';
import { siteName } from '../../config/runtime-config';

/** `/settings/receipts/:orderID`: a printable receipt of one of the member's own orders. */
export function Component() {
  const { orderID = '' } = useParams();
  const { data: order, isLoading, error } = useOrderQuery(orderID);
  return (
    <Page title="Receipt" maxW="2xl">
      {isLoading && <Skeleton height="40" />}
      {error && <Text color="fg.error">{toProductError(error).message}</Text>}
      {order && (
        <Card.Root variant="outline">
          <Card.Header>
            <Card.Title>{siteName()}</Card.Title>
          </Card.Header>
          <Card.Body>
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>Member</DataList.ItemLabel>
                <DataList.ItemValue>{order.memberName}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Order number</DataList.ItemLabel>
                <DataList.ItemValue>{shortOrderNumber(order.orderID)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Date</DataList.ItemLabel>
                <DataList.ItemValue>{formatDate(order.paidAt ?? order.createdAt)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Order</DataList.ItemLabel>
                <DataList.ItemValue>{orderKindLabels[order.kind]}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Membership</DataList.ItemLabel>
                <DataList.ItemValue>{order.tierName}</DataList.ItemValue>
              </DataList.Item>
              {periodInWords(order) && (
                <DataList.Item>
                  <DataList.ItemLabel>Period</DataList.ItemLabel>
                  <DataList.ItemValue>{periodInWords(order)}</DataList.ItemValue>
                </DataList.Item>
              )}
              <DataList.Item>
                <DataList.ItemLabel>Amount</DataList.ItemLabel>
                <DataList.ItemValue>{formatAmount(order.amount, order.currency)}</DataList.ItemValue>
              </DataList.Item>
              {order.refunded > 0 && (
                <DataList.Item>
                  <DataList.ItemLabel>Refunded</DataList.ItemLabel>
                  <DataList.ItemValue>{formatAmount(order.refunded, order.currency)}</DataList.ItemValue>
                </DataList.Item>
              )}
              <DataList.Item>
                <DataList.ItemLabel>Status</DataList.ItemLabel>
                <DataList.ItemValue>{orderStatusLabels[order.status].label}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      )}
      <HStack gap={3} css={{ '@media print': { display: 'none' } }}>
        <Button onClick={() => window.print()}>Print</Button>
        <Button asChild variant="outline">
          <Link to={paths.manageMembership}>Back to membership</Link>
        </Button>
      </HStack>
    </Page>
  );
}
