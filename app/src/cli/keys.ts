// `npm run keys -- backup FILE` | `npm run keys -- restore FILE`: the personal-data key store on its own,
// through the running app's operator socket when one holds DATA_DIR, else on the data itself.
import { readFile, writeFile } from 'node:fs/promises';
import { type KeyRecord } from '@academy/platform';
import { type ReplayProgress } from '@academy/projections';
import { backupKeys, restoreKeys, type KeysRestored } from '../operator/keys.js';
import { onData, runCli } from './on-data.js';
import { progressPrinter } from './progress.js';

const FORMAT = 'academy-keys/1';

interface KeyBackup {
  format: typeof FORMAT;
  exportedAt: string;
  keys: KeyRecord[];
}

const USAGE = 'Usage: npm run keys -- backup FILE | npm run keys -- restore FILE';

const backup = async (file: string) => {
  const keys = (await onData(
    'keys-backup',
    {},
    { remote: () => undefined, local: backupKeys },
  )) as KeyRecord[];
  const body: KeyBackup = { format: FORMAT, exportedAt: new Date().toISOString(), keys };
  // Readable by its owner only: whoever holds it can read every personal part of an export.
  await writeFile(file, `${JSON.stringify(body)}\n`, { mode: 0o600, flag: 'wx' });
  const live = keys.filter((k) => k.key !== null).length;
  process.stderr.write(`keys: ${live} keys and ${keys.length - live} erasures written to ${file}\n`);
};

const restore = async (file: string) => {
  const body = JSON.parse(await readFile(file, 'utf8')) as Partial<KeyBackup>;
  if (body.format !== FORMAT || !Array.isArray(body.keys))
    throw new Error(`${file} is not a key backup (${FORMAT})`);
  const keys = body.keys;
  const bars = new Map<string, ReturnType<typeof progressPrinter>>();
  const show = (p: ReplayProgress) => {
    let bar = bars.get(p.projection);
    if (!bar) bars.set(p.projection, (bar = progressPrinter(`replay ${p.projection}`)));
    bar.update(p.done, p.total, p);
  };
  const result = (await onData(
    'keys-restore',
    { keys },
    {
      remote: (message) => {
        if (message.type === 'progress') show(message.progress as unknown as ReplayProgress);
      },
      local: (core, signal) => restoreKeys(core, keys, show, signal),
    },
  )) as KeysRestored;
  process.stderr.write(
    `keys: ${result.added} of ${result.inBackup} added; ${result.erasedByBackup} erased by the backup; ` +
      `${result.erasedAgain} erased again (MemberErased in the log); ${result.skipped.length} skipped\n`,
  );
  for (const s of result.skipped) process.stderr.write(`keys: skipped ${s.subject}: ${s.why}\n`);
  if (result.skipped.some((s) => s.why === 'a different key is already here'))
    process.stderr.write(
      'keys: what the backup’s key sealed cannot be opened here: those members read as "Erased member" ' +
        '(restore the keys before importing the events, into a store that made none)\n',
    );
  for (const r of result.replayed)
    (bars.get(r.projection) ?? progressPrinter(`replay ${r.projection}`)).finish(
      r.status === 'swapped'
        ? `rebuilt with the restored keys (${r.events.toLocaleString('en-US')} events)`
        : 'interrupted: run `npm run replay -- all` to finish rebuilding',
    );
};

runCli(async () => {
  const [action, file] = process.argv.slice(2);
  if ((action !== 'backup' && action !== 'restore') || !file || file.startsWith('-')) throw new Error(USAGE);
  await (action === 'backup' ? backup(file) : restore(file));
});
