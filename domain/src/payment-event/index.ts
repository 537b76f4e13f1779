// The payment-event area's names, as the domain's index offers them.
export { paymentEventEventSchemas, type PaymentEventEvent } from './events.js';
export {
  paymentEventDecider,
  paymentEventStreamId,
  paymentReconciliationStreamId,
  unreadablePaymentEventDecider,
  UNREADABLE_PAYMENT_EVENTS_STREAM,
  type RecordUnreadablePaymentEvent,
  type RecordPaymentEvent,
  type PaymentEventState,
} from './decider.js';
