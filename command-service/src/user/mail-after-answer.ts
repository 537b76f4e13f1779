import { type MailMessage } from '@academy/platform';
import { type CommandDeps } from '../pipeline/deps.js';

/**
 * Runs `work` after the answer has left (so a known and an unknown address answer alike) and sends
 * the mail it returns, if any. A failure is logged with the user id only: never the address, the
 * token or the link (the outbox logs its file name).
 */
export const mailAfterAnswer = (
  deps: Pick<CommandDeps, 'mailer' | 'logger'>,
  what: string,
  work: () => Promise<MailMessage | undefined>,
): void => {
  setImmediate(() => {
    work()
      .then((message) => (message ? deps.mailer.send(message) : undefined))
      .catch((error: unknown) =>
        deps.logger.error(`${what} mail failed`, { error: (error as Error).message }),
      );
  });
};
