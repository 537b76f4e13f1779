import { ShipmentList } from '../shipments/shipment-list';

/** The admin user page's Shipping tab: this user's token shipments and tracking. */
export function ShippingTab({ userID }: { userID: string }) {
  return <ShipmentList userID={userID} />;
}
