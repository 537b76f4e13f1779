import {
  type BlobStore,
  type Config,
  type EventStore,
  type IdSource,
  type KeyStore,
  type Logger,
  type Mailer,
  type MailTemplates,
  type OpenedPaymentProvider,
  type SqlClient,
  type WriteSideAccess,
} from '@academy/platform';
import { type IdempotencyOptions } from './idempotency.js';
import { type PasswordHasher } from './password-hasher.js';

/** What command routes are built from; injected so tests control the clock and ids. */
export interface CommandDeps {
  db: SqlClient;
  store: EventStore;
  /** The personal-data keys the store seals with (erasure destroys a member's). */
  keys: KeyStore;
  clock: () => Date;
  ids: IdSource;
  passwords: PasswordHasher;
  logger: Logger;
  /** Authorization from the write side (folded streams, cached by version). */
  access: WriteSideAccess;
  /** The outbox or SMTP: the mail sender's; commands only ask it to forget an erased member's files. */
  mailer: Mailer;
  /** The mail templates, and the sender's wake-up: account mails are queued like every other mail. */
  mail: { templates: MailTemplates; wakeSender(): void };
  config: Config;
  /** The payment provider: the built-in test checkout, or Stripe when its keys are set. */
  payments: OpenedPaymentProvider;
  /** Uploads (profile images): DATA_DIR/blobs, or a shared volume when scaled out. */
  blobs?: BlobStore;
  /** After an erasure is answered (its position): the app vacuums what it touched, in the background. */
  afterErasure?: (position: number) => void;
  /** Idempotency-Key timings (specs shorten them); the defaults otherwise. */
  idempotency?: IdempotencyOptions;
}
