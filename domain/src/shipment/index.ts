// The shipment area's names, as the domain's index offers them.
export {
  shipmentEventSchemas,
  shipmentStatuses,
  shipmentStreamId,
  shippingAddressEventSchemas,
  shippingAddressSchema,
  type ShipmentEvent,
  type ShipmentStatus,
  type ShippingAddress,
} from './events.js';
export {
  initialShipmentState,
  shipmentDecider,
  type ShipmentCommand,
  type ShipmentState,
} from './decider.js';
export { shipmentRequestFor } from './process-manager.js';
export {
  shippingAddressDecider,
  type ChangeShippingAddress,
  type ShippingAddressEvent,
  type ShippingAddressState,
} from './address-decider.js';
export {
  importShippedSchema,
  markDeliveredSchema,
  markReturnedSchema,
  markShippedSchema,
  parseShippedCsv,
  shippingAddressRequestSchema,
  type ShippedRow,
  type ShippedRowResult,
  type ImportShippedAnswer,
  type RefusedShippedLine,
} from './schemas.js';
export { type AdminShipmentRow, type AdminShipmentsAnswer } from './admin-shipments.js';
export {
  type MemberShipment,
  type MemberShipmentsAnswer,
  type ShippingAddressAnswer,
} from './member-shipments.js';
