// `npm run export-events -- FILE`: the whole event store as JSON Lines, in delivery order.
import { exportEvents } from '../operations/move-events.js';
import { onStore } from './on-store.js';
import { runCli } from './on-data.js';
import { progressPrinter } from './progress.js';

runCli(async () => {
  const file = process.argv[2];
  if (!file || file.startsWith('-')) throw new Error('Usage: npm run export-events -- FILE');
  await onStore(async (core) => {
    const bar = progressPrinter('export-events');
    // The stored form: personal parts sealed; the keys never leave the key store (npm run keys).
    const n = await exportEvents(core.store.raw, file, (done, total) => bar.update(done, total));
    bar.finish(`${n.toLocaleString('en-US')} events written to ${file}`);
  });
});
