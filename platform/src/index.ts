export * from './sql/sql-client.js';
export * from './sql/pglite-client.js';
export * from './sql/pg-client.js';
export * from './sql/migrate.js';
export * from './sql/open-database.js';
export * from './event-store/port.js';
export * from './event-store/schema.js';
export * from './event-store/sql-event-store.js';
export * from './event-store/wakeup.js';
export * from './config/config.js';
export * from './logging/logger.js';
export * from './ids/ids.js';
export * from './data-dir/lock.js';
export * from './operator/operator-socket.js';
export * from './projection-state/projection-state.js';
export * from './http/errors.js';
export * from './http/json-body.js';
export * from './http/request-context.js';
export * from './http/cookies.js';
export * from './http/same-origin.js';
export * from './mail/mailer.js';
export * from './sessions/session-store.js';
export * from './sessions/session-layer.js';
export * from './access/write-side-access.js';
export * from './access/route-table.js';
export { loadTierCatalogue, parseTierCatalogue } from './config/tiers-file.js';
export {
  type PaymentProvider,
  type ProviderEvent,
  type CheckoutInput,
  type StartedCheckout,
  type SubscriptionSnapshot,
  type EventPage,
} from './payments/port.js';
export {
  type PaymentNotice,
  type CheckoutCompleted,
  type CheckoutFailed,
  type InvoicePaid,
  type InvoicePaymentFailed,
  type SubscriptionChanged,
  type ChargeRefunded,
} from './payments/notices.js';
export { noticeOfEvent, type NoticeContext } from './payments/notice-of-event.js';
export { verifyStripeSignature, signStripePayload } from './payments/webhook-signature.js';
export {
  createTestPaymentProvider,
  type TestPaymentProvider,
  type TestCheckoutOrder,
  type TestProviderOptions,
  type SignedEvent,
} from './payments/test-provider.js';
export { createStripePaymentProvider, type StripeProviderOptions } from './payments/stripe-provider.js';
export { type StripeApiAddress } from './payments/stripe-client.js';
export { openPaymentProvider, type OpenedPaymentProvider } from './payments/open-payment-provider.js';
