// `npm test`: lint, typecheck, build, then every unit, integration and browser suite, and a summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npmScript = (name) => ['npm', ['run', '--silent', name]];
const steps = [
  ['lint', ...npmScript('lint')],
  ['typecheck', ...npmScript('typecheck')],
  ['build', process.execPath, [path.join(root, 'scripts/build.mjs')]],
];
const timings = [];
for (const [label, command, args] of steps) {
  const started = Date.now();
  process.stderr.write(`\n== ${label}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(0)}s`);
  if (result.status !== 0) {
    process.stderr.write(`\n${label} failed.\n0 passed, 1 failed\n`);
    process.exit(1);
  }
}

// The browser suites need a Chromium: found, downloaded by Playwright, or one line on how to get one.
await ensureChromium();

process.stderr.write('\n== jest (unit, integration, browser)\n');
const out = mkdtempSync(path.join(os.tmpdir(), 'academy-test-'));
const report = path.join(out, 'report.json');
const started = Date.now();
const jest = spawnSync(
  process.execPath,
  [path.join(root, 'scripts/jest.mjs'), '--json', `--outputFile=${report}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
timings.push(`jest ${((Date.now() - started) / 1000).toFixed(0)}s`);
if (!existsSync(report)) {
  process.stderr.write('\njest did not write its report.\n0 passed, 1 failed\n');
  process.exit(1);
}
const results = JSON.parse(readFileSync(report, 'utf8'));
rmSync(out, { recursive: true, force: true });

const skippedBecause = new Map();
for (const file of results.testResults) {
  for (const t of file.assertionResults) {
    if (t.status !== 'pending' && t.status !== 'skipped') continue;
    const needs = [...t.ancestorTitles, t.title].join(' ').match(/needs ([A-Z_]+)/);
    const reason = needs ? `set ${needs[1]} to run it` : 'skipped';
    const suite = path.relative(root, file.name);
    skippedBecause.set(`${suite}: ${reason}`, (skippedBecause.get(`${suite}: ${reason}`) ?? 0) + 1);
  }
}
console.log('\n== summary');
console.log(`steps: lint, typecheck, build passed (${timings.join(', ')})`);
console.log(
  `suites: ${results.numPassedTestSuites} passed, ${results.numFailedTestSuites} failed, ${results.numPendingTestSuites} skipped`,
);
for (const [what, n] of skippedBecause) console.log(`skipped ${n}: ${what}`);
// Where CI's time goes: the suites that took longest (each file's own run, in its worker).
const slowest = results.testResults
  .map((file) => ({ suite: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 12);
console.log(`slowest suites: ${slowest.map((s) => `${s.suite} ${s.seconds.toFixed(0)}s`).join(', ')}`);
const failed = results.numFailedTests + (results.numRuntimeErrorTestSuites ?? 0);
console.log(`tests: ${results.numPassedTests} passed, ${failed} failed, ${results.numPendingTests} skipped`);
process.exit(jest.status === 0 && failed === 0 ? 0 : 1);
