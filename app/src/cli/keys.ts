// `npm run keys -- backup FILE` | `npm run keys -- restore FILE`: the personal-data key store on its own.
import { readFile, writeFile } from 'node:fs/promises';
import { START, type KeyRecord } from '@academy/platform';
import { onStore } from './on-store.js';
import { runCli } from './on-data.js';

const FORMAT = 'academy-keys/1';

interface KeyBackup {
  format: typeof FORMAT;
  exportedAt: string;
  keys: KeyRecord[];
}

const USAGE = 'Usage: npm run keys -- backup FILE | npm run keys -- restore FILE';

runCli(async () => {
  const [action, file] = process.argv.slice(2);
  if ((action !== 'backup' && action !== 'restore') || !file || file.startsWith('-')) throw new Error(USAGE);
  await onStore(async (core) => {
    if (action === 'backup') {
      const keys = await core.store.keys.exportAll();
      const backup: KeyBackup = { format: FORMAT, exportedAt: new Date().toISOString(), keys };
      // Readable by its owner only: whoever holds it can read every personal part of an export.
      await writeFile(file, `${JSON.stringify(backup)}\n`, { mode: 0o600, flag: 'wx' });
      const live = keys.filter((k) => k.key !== null).length;
      process.stderr.write(`keys: ${live} keys and ${keys.length - live} erasures written to ${file}\n`);
      return;
    }
    const backup = JSON.parse(await readFile(file, 'utf8')) as Partial<KeyBackup>;
    if (backup.format !== FORMAT || !Array.isArray(backup.keys))
      throw new Error(`${file} is not a key backup (${FORMAT})`);
    const changed = await core.store.keys.importAll(backup.keys);
    // A backup older than an erasure still holds that member's key: the log's MemberErased wins.
    let erased = 0;
    for (let after = START; ;) {
      const { events, checkpoint } = await core.store.raw.readAll(after, 1000);
      if (events.length === 0) break;
      for (const e of events)
        if (
          e.type === 'MemberErased' &&
          (await core.store.keys.destroy((e.data as { userID: string }).userID, new Date()))
        )
          erased++;
      after = checkpoint;
    }
    process.stderr.write(
      `keys: ${changed} of ${backup.keys.length} restored; ${erased} erased again (MemberErased in the log)\n`,
    );
  });
});
