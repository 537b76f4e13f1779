import { MailTemplates, type MailKind, type MailMessage } from '@academy/platform';
import { type CommandDeps } from '../pipeline/deps.js';

/** The templates of each folder (MAIL_TEMPLATES_DIR, or none: the built-in ones), compiled once. */
const templatesByDir = new Map<string, MailTemplates>();

/**
 * An account mail (a reset link, an address to confirm, a security notice) rendered from its
 * template in the academy's name; the links are built by the caller from `config.site`.
 */
export const accountMail = async (
  deps: Pick<CommandDeps, 'config'>,
  kind: Extract<MailKind, 'password-reset' | 'confirm-email' | 'email-changed' | 'password-changed'>,
  to: string,
  data: Record<string, unknown>,
): Promise<MailMessage> => {
  const dir = deps.config.MAIL_TEMPLATES_DIR ?? '';
  let templates = templatesByDir.get(dir);
  if (!templates) templatesByDir.set(dir, (templates = new MailTemplates(dir || undefined)));
  const rendered = await templates.render(kind, {
    academy: `Academy of ${deps.config.ACADEMY_NAME}`,
    site: deps.config.site.base(),
    ...data,
  });
  return { to, ...rendered };
};
