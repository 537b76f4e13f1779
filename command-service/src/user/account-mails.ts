import { type MailKind } from '@academy/platform';
import { queueMail, type MailToQueue } from '../mail/queue-mail.js';
import { type CommandDeps } from '../pipeline/deps.js';

export type AccountMailKind = Extract<
  MailKind,
  'password-reset' | 'confirm-email' | 'email-changed' | 'password-changed'
>;

export interface AccountMail extends MailToQueue {
  kind: AccountMailKind;
  /** The member it is about (also for a link to their new address): the admin audit lists it. */
  userID: string;
}

/**
 * Queues an account mail (a reset link, an address to confirm, a security notice) like every other
 * mail: rendered in the academy's name, keyed by its cause (the same cause is queued once), sent by
 * the mail sender with its retries (to DATA_DIR/outbox without SMTP_URL). The links are built by
 * the caller from `config.site`; a link's token stays in the queue row only until the mail is sent.
 * A failure is logged with the kind only (never the address, the token or the link): the command
 * it follows was written, and its answer stands.
 */
export const queueAccountMail = async (
  deps: Pick<CommandDeps, 'db' | 'config' | 'clock' | 'logger' | 'mail'>,
  kind: AccountMailKind,
  mail: () => Promise<Omit<AccountMail, 'kind'> | undefined>,
): Promise<void> => {
  try {
    const toQueue = await mail();
    if (!toQueue) return;
    await queueMail(
      {
        db: deps.db,
        config: deps.config,
        clock: deps.clock,
        templates: deps.mail.templates,
        wakeSender: () => deps.mail.wakeSender(),
      },
      { ...toQueue, kind },
    );
  } catch (error) {
    deps.logger.error('account mail: could not queue it', {
      kind,
      error: error instanceof Error ? error.message : String(error),
    });
  }
};

/** The id of the last `type` event of the stream from `fromVersion` on: the stable cause of a notice about it. */
export const eventIdOf = async (
  deps: Pick<CommandDeps, 'store'>,
  streamId: string,
  fromVersion: number,
  type: string,
): Promise<string> => {
  const event = (await deps.store.readStream(streamId, fromVersion)).findLast((e) => e.type === type);
  if (!event) throw new Error(`no ${type} event on the stream from version ${fromVersion}`);
  return event.eventId;
};
