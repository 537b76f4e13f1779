// `npm run chaos -- --kills 100`: sign-ups against the app while it is SIGKILLed and restarted on the
// same data folder; prints what was answered, lost and doubled. Exits 1 on any loss.
import { runChaos } from './chaos.js';

const at = process.argv.indexOf('--kills');
const kills = Number(at >= 0 ? process.argv[at + 1] : 10);
const verbose = process.argv.includes('--verbose');
const report = await runChaos(kills, (line) => {
  if (verbose || line.startsWith('kill')) process.stderr.write(`${line}\n`);
});
process.stdout.write(
  [
    '',
    `kills                      ${report.kills}`,
    `sign-ups answered (any)    ${report.attempted}`,
    `answered 2xx               ${report.answered2xx}`,
    `lost (2xx, not in store)   ${report.lost}`,
    `doubled                    ${report.doubled}`,
    `missing from read models   ${report.missingFromReadModels}`,
    `read-model rows w/o event  ${report.orphanRows}`,
    `replay equals live         ${report.replayEqual ? 'yes' : 'NO'}`,
    `time                       ${report.seconds} s`,
    '',
  ].join('\n'),
);
const ok =
  report.lost === 0 &&
  report.doubled === 0 &&
  report.missingFromReadModels === 0 &&
  report.orphanRows === 0 &&
  report.replayEqual;
process.exit(ok ? 0 : 1);
