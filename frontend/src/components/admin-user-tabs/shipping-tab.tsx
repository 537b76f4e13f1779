import { LuTruck } from 'react-icons/lu';
import { EmptyNotice } from '../empty-notice';

/** The admin user page's Shipping tab: this user's token shipments and tracking mount here. */
export function ShippingTab({ userID }: { userID: string }) {
  return (
    <EmptyNotice
      icon={LuTruck}
      title="No shipments yet"
      description={<span data-user-id={userID}>Token shipments to this user will be listed here.</span>}
    />
  );
}
