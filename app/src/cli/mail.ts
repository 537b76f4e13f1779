import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MAIL_KINDS, MailTemplates, type MailKind } from '@academy/platform';

/**
 * `npm run mail -- preview NAME`: renders the mail template NAME with its sample data (from
 * MAIL_TEMPLATES_DIR when set, else the built-in templates), prints the subject and the text part,
 * and writes the HTML part to a file whose path it prints. `npm run mail -- list` names them all.
 */
const main = async (args: readonly string[]): Promise<number> => {
  const [command, name] = args;
  if (command === 'list') {
    console.log(MAIL_KINDS.join('\n'));
    return 0;
  }
  if (command !== 'preview' || !name || !(MAIL_KINDS as readonly string[]).includes(name)) {
    console.error(`usage: npm run mail -- preview <${MAIL_KINDS.join('|')}>  (or: npm run mail -- list)`);
    return 2;
  }
  const templates = new MailTemplates(process.env.MAIL_TEMPLATES_DIR || undefined);
  const kind = name as MailKind;
  const mail = await templates.render(kind, await templates.sample(kind));
  const file = path.join(os.tmpdir(), `academy-mail-${kind}.html`);
  await writeFile(file, mail.html);
  console.log(`Subject: ${mail.subject}\n\n${mail.text}\nHTML part: ${file}`);
  return 0;
};

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
