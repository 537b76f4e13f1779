// The academy both one-process open-loop CLIs (the app's and the floor's) run against: the same
// command-line settings, seeded the same way, the same requests drawn from it.
import { cliArg } from '../support/cli-args.js';
import { note } from './measure.js';
import { openLoopPopulation, type OpenLoopPopulation } from './open-loop.js';
import { type ServerChild } from './server-child.js';

export const OPEN_LOOP_SEED = 13;

/** `--members 1000 --publications 100 --rates 50,100,200,300,400 --seconds 20 --warmup 10`. */
export const openLoopSettings = () => ({
  members: Number(cliArg('members', '1000')),
  publications: Number(cliArg('publications', '100')),
  rates: cliArg('rates', '50,100,200,300,400').split(',').map(Number),
  seconds: Number(cliArg('seconds', '20')),
  warmup: Number(cliArg('warmup', '10')),
  seed: OPEN_LOOP_SEED,
});

/** Seeds the academy through the real server (`seedAll`) and reads from it what the requests ask for. */
export const seedOpenLoopAcademy = async (
  server: ServerChild,
  where: string,
  { members, publications }: { members: number; publications: number },
): Promise<OpenLoopPopulation> => {
  note(`open loop on ${where}: seeding ${members} members and ${publications} publications`);
  await server.seedAcademy({ members, publications, seed: OPEN_LOOP_SEED, password: 'open-loop-password' });
  return openLoopPopulation(server.url, members, OPEN_LOOP_SEED);
};
