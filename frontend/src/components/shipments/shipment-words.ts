import { type ShipmentStatus } from '@academy/domain';

/** A token shipment's status in words, with its badge colour (the member's list and the admin's). */
export const shipmentStatusLabels: Record<ShipmentStatus, { label: string; palette: string }> = {
  requested: { label: 'Requested', palette: 'yellow' },
  shipped: { label: 'Shipped', palette: 'blue' },
  delivered: { label: 'Delivered', palette: 'green' },
  returned: { label: 'Returned', palette: 'red' },
};
