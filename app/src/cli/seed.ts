import { parseArgs } from 'node:util';
import { seedMembers } from '../seed/seed-members.js';
import { onData, runCli } from './on-data.js';
import { progressPrinter } from './progress.js';

const usage = 'Usage: npm run seed -- --members 2000 [--seed N] [--password TEXT]';

runCli(async () => {
  const { values } = parseArgs({
    options: {
      members: { type: 'string', default: '2000' },
      seed: { type: 'string', default: '1' },
      password: { type: 'string', default: 'academy-demo-password' },
    },
  });
  const members = Number(values.members);
  const seed = Number(values.seed);
  if (!Number.isInteger(members) || members < 1 || members > 1_000_000)
    throw new Error(`--members takes 1 to 1000000. ${usage}`);
  if (!Number.isInteger(seed)) throw new Error(`--seed takes a whole number. ${usage}`);
  if (values.password.length < 12) throw new Error('--password needs at least 12 characters');
  const bar = progressPrinter('seed');
  const args = { members, seed, password: values.password };
  const result = (await onData('seed', args, {
    remote: (message) => {
      if (message.type === 'progress') {
        const p = message.progress as { done: number; total: number };
        bar.update(p.done, p.total);
      }
    },
    local: (core, signal) =>
      seedMembers(core, { ...args, signal, onProgress: (p) => bar.update(p.done, p.total) }),
  })) as { created: number; total: number };
  bar.finish(
    `${result.created} members created (${result.total - result.created} already there); password: ${values.password}`,
  );
});
