import { parseArgs } from 'node:util';
import { seedAll } from '../seed/seed-all.js';
import { onData, runCli } from './on-data.js';
import { progressPrinter } from './progress.js';

const usage = 'Usage: npm run seed -- [--members 2000] [--publications 500] [--seed N] [--password TEXT]';

const count = (value: string | undefined, name: string, fallback: number): number => {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000)
    throw new Error(`--${name} takes 0 to 1000000. ${usage}`);
  return n;
};

runCli(async () => {
  const { values } = parseArgs({
    options: {
      members: { type: 'string' },
      publications: { type: 'string' },
      seed: { type: 'string', default: '1' },
      password: { type: 'string', default: 'academy-demo-password' },
    },
  });
  // Without --publications, 2000 members unless told; with it, only what is asked.
  const publications = count(values.publications, 'publications', 0);
  const members = count(values.members, 'members', publications > 0 ? 0 : 2000);
  const seed = Number(values.seed);
  if (members + publications === 0) throw new Error(`Nothing to seed. ${usage}`);
  if (!Number.isInteger(seed)) throw new Error(`--seed takes a whole number. ${usage}`);
  if (values.password.length < 12) throw new Error('--password needs at least 12 characters');
  const bar = progressPrinter('seed');
  const args = { members, publications, seed, password: values.password };
  const result = (await onData('seed', args, {
    remote: (message) => {
      if (message.type === 'progress') {
        const p = message.progress as { done: number; total: number };
        bar.update(p.done, p.total);
      }
    },
    local: (core, signal) =>
      seedAll(core, { ...args, signal, onProgress: (p) => bar.update(p.done, p.total) }),
  })) as { created: number; total: number; publicationsCreated?: number; publicationsTotal?: number };
  const parts: string[] = [];
  if (members > 0)
    parts.push(`${result.created} members created (${result.total - result.created} already there)`);
  if (publications > 0)
    parts.push(
      `${result.publicationsCreated ?? 0} publications created (${(result.publicationsTotal ?? 0) - (result.publicationsCreated ?? 0)} already there)`,
    );
  bar.finish(`${parts.join('; ')}; password: ${values.password}`);
});
