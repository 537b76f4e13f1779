import { PaymentHistory } from '../payment-history/payment-history';

/** The admin user page's Payment History tab: the member's payments, refunds and free orders. */
export function PaymentHistoryTab({ userID }: { userID: string }) {
  return <PaymentHistory userID={userID} />;
}
