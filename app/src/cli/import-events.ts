// `npm run import-events -- FILE`: an export into an empty store (the one the configuration names),
// keeping every id and stream version; then the read models are rebuilt from it.
import { importEvents } from '../operations/move-events.js';
import { waitForZeroLag } from '../operations/projection-lag.js';
import { onStore } from './on-store.js';
import { runCli } from './on-data.js';
import { progressPrinter } from './progress.js';

runCli(async () => {
  const file = process.argv[2];
  if (!file || file.startsWith('-')) throw new Error('Usage: npm run import-events -- FILE');
  await onStore(async (core) => {
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
