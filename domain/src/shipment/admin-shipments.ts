import { type ShipmentStatus } from './events.js';

/** A shipment as the admin's shipping list shows it, with its member's name and email. */
export interface AdminShipmentRow {
  shipmentID: string;
  userID: string;
  memberName: string | null;
  email: string | null;
  tier: string;
  status: ShipmentStatus;
  address: Record<string, string | null> | null;
  country: string | null;
  carrier: string | null;
  tracking: string | null;
  returnReason: string | null;
  /** ISO 8601. */
  requested: string;
  updated: string;
}

/** `GET /rest/admin/shipments` (JSON): a page of the list. */
export interface AdminShipmentsAnswer {
  shipments: AdminShipmentRow[];
  total: number;
  page: number;
  limit: number;
}
