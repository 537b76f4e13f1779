import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** How long a mail stays in DATA_DIR/outbox: as long as the longest link mailed (an email-change undo, 7 days). */
export const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60_000;

/** The mails, and any a crash left half written (`.….eml.part`): those go with the same rules. */
const mails = async (dir: string): Promise<string[]> =>
  (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml') || f.endsWith('.eml.part'))
    .map((f) => path.join(dir, f));

const recipientOf = (content: string): string =>
  (/^To: (.*)$/m.exec(content)?.[1] ?? '').trim().toLowerCase();

/** Deletes the outbox's mails written before `now - keepMs`; answers how many. */
export const purgeOutbox = async (dir: string, now: Date, keepMs = OUTBOX_KEEP_MS): Promise<number> => {
  let purged = 0;
  for (const file of await mails(dir)) {
    const written = await stat(file).catch(() => undefined);
    if (!written || written.mtimeMs > now.getTime() - keepMs) continue;
    await rm(file, { force: true });
    purged++;
  }
  return purged;
};

/** Deletes the outbox's mails to any of these addresses (an erased member's); answers how many. */
export const forgetOutboxMail = async (dir: string, addresses: readonly string[]): Promise<number> => {
  const wanted = new Set(addresses.map((a) => a.trim().toLowerCase()));
  let forgotten = 0;
  for (const file of await mails(dir)) {
    const content = await readFile(file, 'utf8').catch(() => '');
    if (!wanted.has(recipientOf(content))) continue;
    await rm(file, { force: true });
    forgotten++;
  }
  return forgotten;
};
