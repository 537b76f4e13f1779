import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';

/** Every mail the academy sends, by template name (`mail-templates/<name>.{subject,text,html}.hbs`). */
export const MAIL_KINDS = [
  'welcome',
  'receipt',
  'payment-failed',
  'renewal-reminder',
  'cancellation',
  'tier-change',
  'publication-removed',
  'publication-restored',
  'co-author-invitation',
  'email-changed',
  'password-changed',
  'password-reset',
  'confirm-email',
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The templates shipped with the app: `platform/mail-templates/` (beside `src/` and `dist/`). */
export const BUILT_IN_TEMPLATES = fileURLToPath(new URL('../../mail-templates/', import.meta.url));

const PARTS = ['subject', 'text', 'html'] as const;

/** A file of the academy's folder when it has one, else the built-in one. */
const readTemplate = async (dirs: readonly string[], file: string): Promise<string> => {
  for (const dir of dirs) {
    const text = await readFile(path.join(dir, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (text !== undefined) return text;
  }
  throw new Error(`mail template ${file} not found in ${dirs.join(', ')}`);
};

/**
 * Renders the mail templates with Handlebars: `{{x}}` is escaped in the HTML part and left as it
 * is in the subject and the text part; strict mode makes a missing value an error (the template
 * test renders every template with its sample data, so a mistake fails the build, not a mail).
 * `overrides`: a folder (MAIL_TEMPLATES_DIR) whose files replace the built-in ones by name;
 * `layout.html.hbs` wraps every HTML part (`{{{body}}}`).
 */
export class MailTemplates {
  private readonly compiled = new Map<string, Promise<HandlebarsTemplateDelegate>>();
  private readonly hbs = Handlebars.create();
  private readonly dirs: readonly string[];

  constructor(overrides?: string) {
    this.dirs = overrides ? [overrides, BUILT_IN_TEMPLATES] : [BUILT_IN_TEMPLATES];
  }

  private template(file: string, escape: boolean): Promise<HandlebarsTemplateDelegate> {
    let template = this.compiled.get(file);
    if (!template) {
      template = readTemplate(this.dirs, file).then((source) =>
        this.hbs.compile(source, { strict: true, noEscape: !escape }),
      );
      this.compiled.set(file, template);
      template.catch(() => this.compiled.delete(file));
    }
    return template;
  }

  /** The sample data a template is previewed and tested with (`<kind>.sample.json`). */
  async sample(kind: MailKind): Promise<Record<string, unknown>> {
    return JSON.parse(await readTemplate(this.dirs, `${kind}.sample.json`)) as Record<string, unknown>;
  }

  async render(kind: MailKind, data: Record<string, unknown>): Promise<RenderedMail> {
    const [subject, text, html, layout] = await Promise.all([
      ...PARTS.map((part) => this.template(`${kind}.${part}.hbs`, part === 'html')),
      this.template('layout.html.hbs', true),
    ]);
    const body = html!(data);
    return {
      subject: subject!(data).replace(/\s+/g, ' ').trim(),
      text: text!(data).trim() + '\n',
      html: layout!({ ...data, body: new Handlebars.SafeString(body) }),
    };
  }
}
