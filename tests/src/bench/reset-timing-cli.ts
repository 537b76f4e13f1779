// Password-reset answers for a known and an unknown email, side by side (enumeration by timing):
// node tests/dist/bench/reset-timing-cli.js [--samples 300]
import { cliArg } from '../support/cli-args.js';
import { fakePasswords, startTestApp } from '../support/test-app.js';
import { ms, now, percentile } from './measure.js';

const samples = Number(cliArg('samples', '300'));
const app = await startTestApp({ passwords: fakePasswords, env: { RATE_LIMIT_ADDRESS: '1000000' } });
try {
  const ada = await app.member({ firstName: 'Ada', lastName: 'Lovelace' });
  const browser = app.browser();
  const timed = async (email: string): Promise<number> => {
    const start = now();
    const res = await browser.post('/rest/signin/password-reset', { email });
    await res.text();
    if (res.status !== 202) throw new Error(`reset answered ${res.status}`);
    return now() - start;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 20; i++) await timed(i % 2 ? ada.email : `warm${i}@example.org`);
  // Interleaved, so both see the same load.
  for (let i = 0; i < samples; i++) {
    known.push(await timed(ada.email));
    unknown.push(await timed(`nobody${i}@example.org`));
  }
  const line = (name: string, values: number[]) =>
    `${name} p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}`;
  process.stdout.write(
    `password-reset answers, ${samples} each, interleaved: ${line('known', known)}; ${line('unknown', unknown)}; ` +
      `p50 difference ${ms(Math.abs(percentile(known, 50) - percentile(unknown, 50)))}\n`,
  );
} finally {
  await app.close();
}
