export { commandRoutes } from './command-routes.js';
export { commandApp, commandSide } from './command-app.js';
export { commandSideMaintenance } from './maintenance.js';
export { type CommandDeps } from './pipeline/deps.js';
export {
  commandMeta,
  createCommandMeta,
  type CommandMeta,
  type CommandMetaInput,
} from './pipeline/command-meta.js';
export { handleCommand, type HandleOptions, type HandleResult } from './pipeline/handle-command.js';
export { argon2idHasher, type PasswordHasher } from './pipeline/password-hasher.js';
export { idempotency, letGoOnError, type IdempotencyOptions } from './pipeline/idempotency.js';
export { answerCommand, type CommandAnswer } from './pipeline/command-answer.js';
export { idempotencyMigrations } from './pipeline/idempotency-keys.js';
export { signUp, type SignUpDeps } from './user/sign-up/sign-up.js';
export { changeAdmins } from './admins/change-admins.js';
export { submitPublication } from './publication/submit-publication/submit-publication.js';
export { PUBLICATION_BODY_PATHS, publicationJsonBody } from './publication/publication-body.js';
export { uploadBodies } from './upload-bodies.js';
export { userIdByEmail } from './email-claim/email-owner.js';
export { STRIPE_WEBHOOK_PATH, webhookRawBody } from './payments/stripe-webhook/route.js';
export {
  receiveProviderEvent,
  receiveWebhook,
  type ProviderEventDeps,
  type ProviderEventResult,
} from './payments/receive-provider-event.js';
export { applyNotice, invoiceOrderID } from './payments/apply-notice.js';
export { expireMemberships, type ExpiryDeps } from './membership/expire-memberships/expire-memberships.js';
export {
  reconcilePayments,
  driftTable,
  type DriftRow,
  type ReconcileProgress,
  type ReconcileResult,
} from './payments/reconcile/reconcile-payments.js';
export { finishErasuresUnderWay } from './user/erase-member/finish-erasures.js';
export { updateProfile } from './user/update-profile/update-profile.js';
export { createOrganization } from './organization/create-organization/create-organization.js';
export {
  reactForTokenShipping,
  shipmentIdOf,
  startTokenShipping,
  TOKEN_SHIPPING_ACTOR,
  type TokenShippingDeps,
} from './shipment/token-shipping/process-manager.js';
export { startMailProcess, mailsFor, type MailProcessDeps } from './mail/mail-process.js';
export { queueMail, type MailQueueDeps } from './mail/queue-mail.js';
export { queueRenewalReminders } from './mail/renewal-reminders.js';
