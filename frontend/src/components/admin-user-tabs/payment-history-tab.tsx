import { LuReceipt } from 'react-icons/lu';
import { EmptyNotice } from '../empty-notice';

/** The admin user page's Payment History tab: the membership issue's payment history mounts here. */
export function PaymentHistoryTab({ userID }: { userID: string }) {
  return (
    <EmptyNotice
      icon={LuReceipt}
      title="No payments yet"
      description={
        <span data-user-id={userID}>
          Every payment, refund and free order of this user will be listed here.
        </span>
      }
    />
  );
}
