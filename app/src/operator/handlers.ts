import { type OperatorHandler } from '@academy/platform';
import { type AcademyCore } from '../academy.js';
import { seedMembers } from '../seed/seed-members.js';
import { adminCommandOf, runAdminCommand } from './admins.js';
import { reconcileOnCore } from './reconcile.js';
import { replayTarget } from './replay-all.js';

/** What the command-line tools can ask a running app to do, through DATA_DIR/operator.sock. */
export const operatorHandlers = (core: AcademyCore): Record<string, OperatorHandler> => ({
  replay: (args, report) =>
    replayTarget(core, String(args.target ?? 'all'), (p) => report.progress({ ...p }), report.signal),
  seed: (args, report) =>
    seedMembers(core, {
      members: Number(args.members),
      seed: Number(args.seed),
      password: String(args.password),
      onProgress: (p) => report.progress({ ...p }),
      signal: report.signal,
    }),
  admin: (args) => runAdminCommand(core, adminCommandOf(args)),
  'reconcile-payments': (args, report) =>
    reconcileOnCore(core, args.fix === true, (p) => report.progress({ ...p }), report.signal),
});
