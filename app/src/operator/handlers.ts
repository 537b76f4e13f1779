import { type OperatorHandler } from '@academy/platform';
import { type AcademyCore } from '../academy.js';
import { seedAll } from '../seed/seed-all.js';
import { adminCommandOf, runAdminCommand } from './admins.js';
import { backupKeys, keyRecordsOf, restoreKeys } from './keys.js';
import { reconcileOnCore } from './reconcile.js';
import { replayTarget } from './replay-all.js';

/** What the command-line tools can ask a running app to do, through DATA_DIR/operator.sock. */
export const operatorHandlers = (core: AcademyCore): Record<string, OperatorHandler> => ({
  replay: (args, report) =>
    replayTarget(core, String(args.target ?? 'all'), (p) => report.progress({ ...p }), report.signal),
  seed: (args, report) =>
    seedAll(core, {
      members: Number(args.members ?? 0),
      publications: Number(args.publications ?? 0),
      seed: Number(args.seed),
      password: String(args.password),
      onProgress: (p) => report.progress({ ...p }),
      signal: report.signal,
    }),
  admin: (args) => runAdminCommand(core, adminCommandOf(args)),
  'keys-backup': () => backupKeys(core),
  'keys-restore': (args, report) =>
    restoreKeys(core, keyRecordsOf(args.keys), (p) => report.progress({ ...p }), report.signal),
  'reconcile-payments': (args, report) =>
    reconcileOnCore(core, args.fix === true, (p) => report.progress({ ...p }), report.signal),
});
