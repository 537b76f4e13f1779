// `npm run import-events -- FILE [--without-keys]`: an export into an empty store (the one the
// configuration names), keeping every id and stream version; then the read models are rebuilt from it.
// Refused when the key store here lacks the keys of members whose sealed parts the export holds.
import { importEvents } from '../operations/move-events.js';
import { subjectsWithoutKeys } from '../operations/keys-for-import.js';
import { waitForZeroLag } from '../operations/projection-lag.js';
import { onStore } from './on-store.js';
import { runCli } from './on-data.js';
import { progressPrinter } from './progress.js';

const USAGE = 'Usage: npm run import-events -- FILE [--without-keys]';

runCli(async () => {
  const args = process.argv.slice(2);
  const withoutKeys = args.includes('--without-keys');
  const files = args.filter((a) => a !== '--without-keys');
  const file = files[0];
  if (!file || files.length > 1 || file.startsWith('-')) throw new Error(USAGE);
  await onStore(async (core) => {
    const missing = await subjectsWithoutKeys(core.store.keys, file);
    if (missing.length > 0 && !withoutKeys)
      throw new Error(
        `import-events: refused: the key store here has no key for ${missing.length} subjects whose personal ` +
          `data ${file} holds sealed; restore the keys first (npm run keys -- restore KEYS.json), or add ` +
          '--without-keys to import them as "Erased member"',
      );
    if (missing.length > 0)
      process.stderr.write(
        `import-events: --without-keys: ${missing.length} subjects have no key here; those members will read ` +
          '"Erased member" and those authors "Erased author"\n',
      );
    const bar = progressPrinter('import-events');
    const n = await importEvents(core.store, file, (done, total) => bar.update(done, total));
    bar.finish(`${n.toLocaleString('en-US')} events imported`);
    const started = Date.now();
    process.stderr.write('import-events: rebuilding the read models…\n');
    await core.runner.start();
    await core.runner.whenCaughtUp();
    await waitForZeroLag(core);
    process.stderr.write(
      `import-events: read models rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
  });
});
