// The mail templates, queue, sender and outbox retention, named together for the package's index.
export { MAIL_KINDS, MailTemplates, type MailKind } from './mail-templates.js';
export { enqueueMail, forgetQueuedMail, mailsOf, retryMailNow } from './mail-queue.js';
export { startMailSender } from './mail-sender.js';
export { purgeOutbox } from './outbox-retention.js';
