import { z } from 'zod';
import { type EventOf, type EventSchemas } from '../event-sourcing/event-schemas.js';

export const shipmentStreamId = (shipmentID: string): string => `shipment-${shipmentID}`;

/** A postal address (personal data): name, lines, city, region, postal code, ISO country. */
export const shippingAddressSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  line1: z.string().trim().min(1).max(200),
  line2: z.string().trim().max(200).nullable().default(null),
  city: z.string().trim().min(1).max(100),
  region: z.string().trim().max(100).nullable().default(null),
  postalCode: z.string().trim().min(1).max(20),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'expected an ISO 3166-1 alpha-2 country code' })
    .transform((c) => c.toUpperCase()),
});

export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

const shipmentID = z.uuid();
/** An admin's user id, `operator:…` or `system:…`. */
const by = z.string().min(1);

/** A member's own address, on `user-{userID}`: the newest one goes to their pending shipments. */
export const shippingAddressEventSchemas = {
  ShippingAddressChanged: z.object({
    userID: z.uuid(),
    personal: z.object({ address: shippingAddressSchema }),
  }),
} satisfies EventSchemas;

/** A membership token's way to the member, on `shipment-{shipmentID}`. */
export const shipmentEventSchemas = {
  ShipmentRequested: z.object({
    shipmentID,
    userID: z.uuid(),
    tier: z.string(),
    /** The MembershipActivated event that caused it: the process manager's key. */
    causedBy: z.string(),
    personal: z.object({ address: shippingAddressSchema.nullable() }),
  }),
  ShipmentAddressChanged: z.object({
    shipmentID,
    /** Whose address (the key that seals it); absent on events recorded before it was added. */
    userID: z.uuid().optional(),
    personal: z.object({ address: shippingAddressSchema }),
    by,
  }),
  ShipmentShipped: z.object({
    shipmentID,
    carrier: z.string().min(1).max(100),
    tracking: z.string().min(1).max(200),
    by,
  }),
  ShipmentDelivered: z.object({ shipmentID, by }),
  ShipmentReturned: z.object({ shipmentID, reason: z.string().min(1).max(500), by }),
} satisfies EventSchemas;

export type ShipmentEvent = EventOf<typeof shipmentEventSchemas>;
export type ShipmentStatus = 'requested' | 'shipped' | 'delivered' | 'returned';
export const shipmentStatuses: readonly ShipmentStatus[] = ['requested', 'shipped', 'delivered', 'returned'];
