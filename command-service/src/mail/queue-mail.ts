import { enqueueMail, type MailKind, type MailTemplates, type SqlExecutor } from '@academy/platform';
import { type CommandDeps } from '../pipeline/deps.js';

/** What queues a mail: the templates, the queue's database, and the sender to wake. */
export interface MailQueueDeps extends Pick<CommandDeps, 'config' | 'clock'> {
  db: SqlExecutor;
  templates: MailTemplates;
  /** Wakes the sender (it also looks at the queue every few seconds). */
  wakeSender?: () => void;
}

export interface MailToQueue {
  kind: MailKind;
  /** The member it is for (a link to their new address too: the audit lists it); null for no member. */
  userID: string | null;
  to: string;
  /** What caused it (an event id, a token's hash): the same cause gives the same Message-ID. */
  cause: string;
  data: Record<string, unknown>;
}

/** `<cause.kind.user@host>`: stable, so the mail is queued once and a resend is known as the same one. */
export const messageIdOf = (host: string, mail: Pick<MailToQueue, 'kind' | 'userID' | 'cause'>): string =>
  `<${mail.cause}.${mail.kind}.${mail.userID ?? 'address'}@${host}>`;

/** Renders the mail in the academy's name, links under the configured address, and queues it (once). */
export const queueMail = async (deps: MailQueueDeps, mail: MailToQueue): Promise<boolean> => {
  const site = deps.config.site.base();
  const rendered = await deps.templates.render(mail.kind, {
    academy: `Academy of ${deps.config.ACADEMY_NAME}`,
    site,
    ...mail.data,
  });
  const queued = await enqueueMail(
    deps.db,
    {
      messageId: messageIdOf(new URL(site).hostname, mail),
      userID: mail.userID,
      kind: mail.kind,
      to: mail.to,
      ...rendered,
    },
    deps.clock(),
  );
  if (queued) deps.wakeSender?.();
  return queued;
};
