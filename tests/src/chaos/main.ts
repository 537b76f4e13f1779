// `npm run chaos -- --kills 100 [--postgres] [--verbose]`: sign-ups, Journal submissions and
// revisions (half with a PDF), an admin's removals and restores against the app while it is
// SIGKILLed and restarted on the same data (a PGlite folder, or with --postgres a fresh database on
// the server DATABASE_URL names); prints what was answered, lost and doubled per kind. Exits 1 on
// any loss.
import { cliArg } from '../support/cli-args.js';
import { runChaos } from './chaos.js';

const kills = Number(cliArg('kills', '10'));
const postgres = process.argv.includes('--postgres');
const verbose = process.argv.includes('--verbose');
if (postgres && !process.env.DATABASE_URL) {
  process.stderr.write('--postgres needs DATABASE_URL (a server where a database may be created)\n');
  process.exit(2);
}
const report = await runChaos({
  kills,
  postgres,
  log: (line) => {
    if (verbose || line.startsWith('kill')) process.stderr.write(`${line}\n`);
  },
});
const row = (name: string, cells: (string | number)[]) =>
  `${name.padEnd(28)}${cells.map((c) => String(c).padStart(12)).join('')}`;
const kinds = [
  report.signUps,
  report.submissions,
  report.revisions,
  report.pdfs,
  report.removals,
  report.restores,
];
const figures: [string, (kind: (typeof kinds)[number]) => number][] = [
  ['answered 2xx', (k) => k.answered2xx],
  ['lost (2xx, not in store)', (k) => k.lost],
  ['doubled', (k) => k.doubled],
  ['missing from read models', (k) => k.missingFromReadModels],
  ['read-model rows w/o event', (k) => k.orphanRows],
];
process.stdout.write(
  [
    '',
    `backend ${report.backend}, ${report.kills} kills, ${report.attempted} commands answered (any status)`,
    row('', ['sign-ups', 'submissions', 'revisions', 'PDFs', 'removals', 'restores']),
    ...figures.map(([name, of]) => row(name, kinds.map(of))),
    `replay equals live          ${report.replayEqual ? 'yes' : 'NO'}`,
    `Journal numbers             1..${report.invariants.numbers}: ${report.invariants.numberGaps} gaps in the ` +
      `store, ${report.invariants.listedGaps} in the list`,
    `email claims                ${report.invariants.claims}: ${report.invariants.orphanClaims} without their user`,
    `retried with the same key   ${report.retried} answered: ${report.replayed} replayed, ` +
      `${report.stuckKeys} "still running" (503)`,
    `time                        ${report.seconds} s`,
    '',
  ].join('\n'),
);
process.exit(report.ok ? 0 : 1);
