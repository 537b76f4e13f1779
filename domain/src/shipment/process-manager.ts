import { type RecordedEvent } from '../event-sourcing/events.js';
import { type ShipmentCommand } from './decider.js';
import { type ShippingAddress } from './events.js';

/**
 * The token-shipping process manager's decision: a MembershipActivated whose tier ships a token
 * asks for one shipment. The shipment id comes from `shipmentIdOf(activation's event id)`, so a
 * replay or a redelivery of the same event finds the shipment already requested and adds nothing.
 */
export const shipmentRequestFor = (
  event: Pick<RecordedEvent, 'eventId' | 'type' | 'data'>,
  shipmentIdOf: (eventId: string) => string,
  address: ShippingAddress | null,
): Extract<ShipmentCommand, { type: 'RequestShipment' }> | null => {
  if (event.type !== 'MembershipActivated') return null;
  const data = event.data as { userID: string; tier: string; token: boolean };
  if (!data.token) return null;
  return {
    type: 'RequestShipment',
    shipmentID: shipmentIdOf(event.eventId),
    userID: data.userID,
    tier: data.tier,
    causedBy: event.eventId,
    address,
  };
};
