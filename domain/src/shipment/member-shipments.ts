import { type ShipmentStatus, type ShippingAddress } from './events.js';

/** A member's token shipment, as the member (and an admin's Shipping tab) sees it. */
export interface MemberShipment {
  shipmentID: string;
  status: ShipmentStatus;
  tier: string | null;
  carrier: string | null;
  tracking: string | null;
  address: ShippingAddress | null;
  /** ISO 8601: when the membership with the token was activated. */
  requested: string;
}

/** `GET /rest/user/shipments` and `GET /rest/admin/users/{userID}/shipments`: newest first. */
export interface MemberShipmentsAnswer {
  shipments: MemberShipment[];
}

/** `GET /rest/user/shipping-address`: the member's newest shipping address, or null. */
export interface ShippingAddressAnswer {
  address: ShippingAddress | null;
}
