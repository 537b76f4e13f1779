import { driftTable, type ReconcileProgress, type ReconcileResult } from '@academy/command-service';
import { reconcileOnCore } from '../operator/reconcile.js';
import { onData, runCli } from './on-data.js';
import { progressPrinter } from './progress.js';

const usage = 'Usage: npm run reconcile-payments [-- --fix]';

/**
 * `npm run reconcile-payments [-- --fix]` (Stripe mode, the same configuration as `npm start`):
 * through the running app's operator socket, or on the data folder. Applies the Stripe events
 * never applied, then prints the drift between Stripe's subscriptions and the memberships.
 */
runCli(async () => {
  const args = process.argv.slice(2);
  if (args.some((a) => a !== '--fix')) throw new Error(usage);
  const fix = args.includes('--fix');
  const bars = new Map<string, ReturnType<typeof progressPrinter>>();
  const show = (p: ReconcileProgress) => {
    let bar = bars.get(p.stage);
    if (!bar) bars.set(p.stage, (bar = progressPrinter(`reconcile ${p.stage}`)));
    bar.update(p.done, p.total);
  };
  const result = (await onData(
    'reconcile-payments',
    { fix },
    {
      remote: (message) => {
        if (message.type === 'progress') show(message.progress as unknown as ReconcileProgress);
      },
      local: (core, signal) => reconcileOnCore(core, fix, show, signal),
    },
  )) as ReconcileResult;
  const { applied, duplicate, ignored } = result.events;
  (bars.get('events') ?? progressPrinter('reconcile events')).finish(
    `${applied} applied, ${duplicate} already applied, ${ignored} not handled`,
  );
  (bars.get('subscriptions') ?? progressPrinter('reconcile subscriptions')).finish(
    `${result.subscriptions} subscriptions compared, ${result.drift.length} drifting`,
  );
  if (result.drift.length > 0) {
    process.stdout.write(`${driftTable(result.drift)}\n`);
    if (!fix)
      process.stdout.write('Run again with --fix to append the corrections (reason: reconciliation).\n');
  } else {
    process.stdout.write('No drift: every subscription matches its membership.\n');
  }
});
