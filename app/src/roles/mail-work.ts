import { startMailProcess, type MailProcessDeps } from '@academy/command-service';
import { startMailSender } from '@academy/platform';
import { type AcademyCore } from '../academy.js';

/** What deciding and queueing mail needs of the core. */
export const mailDepsOf = (core: AcademyCore): MailProcessDeps => ({
  db: core.db,
  store: core.store,
  access: core.access,
  config: core.config,
  clock: core.clock,
  logger: core.logger,
  templates: core.mail.templates,
  wakeSender: () => core.mail.wakeSender(),
});

/**
 * The mail process manager (events to queued mail) and the sender (queued mail to SMTP or the
 * outbox), both over tables: a restart goes on where they were. Several processes may run them:
 * a mail is queued once (its Message-ID) and taken by one sender at a time (a lease).
 */
export const startMailWork = (core: AcademyCore): { stop(): Promise<void> } => {
  const sender = startMailSender({
    db: core.db,
    mailer: core.mailer,
    clock: core.clock,
    logger: core.logger,
    ...(core.mail.pollMs === undefined ? {} : { pollMs: core.mail.pollMs }),
  });
  core.mail.wakeSender = () => sender.wake();
  const process = startMailProcess(mailDepsOf(core));
  return {
    async stop() {
      core.mail.wakeSender = () => undefined;
      await process.stop();
      await sender.stop();
    },
  };
};
