// The order area's names, as the domain's index offers them.
export { orderEventSchemas, type OrderEvent, type OrderEventType } from './events.js';
export {
  type OrderCommand,
  type StartCheckout,
  type RecordPayment,
  type RecordPaymentFailure,
  type RefundPayment,
  type GrantFreeOrder,
} from './commands.js';
export {
  orderDecider,
  orderStreamId,
  initialOrderState,
  type OrderState,
  type OrderStatus,
} from './decider.js';
export { freeOrderRequestSchema, type FreeOrderRequest, type FreeOrderGranted } from './schemas.js';
export {
  shortOrderNumber,
  type OrderRow,
  type Payment,
  type PaymentsAnswer,
  type OrderAnswer,
} from './payment-history.js';
