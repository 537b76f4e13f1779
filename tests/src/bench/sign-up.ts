import { demoMembers } from '@academy/app';
import { signUp } from './http-client.js';
import { type LoadResult, mean, runLoad } from './measure.js';
import { type ServerChild } from './server-child.js';

export const CLIENTS = 16;

export interface SignUpFigures extends LoadResult {
  /** Mean wall time of one argon2id hash (queueing for a thread included), in ms. */
  hashMs: number;
  /** Share of a sign-up's latency spent hashing the password. */
  hashShare: number;
}

/** 16 clients sign up over HTTP, back to back, against the real server with real argon2id. */
export const benchSignUp = async (
  server: ServerChild,
  timing: { warmupMs: number; durationMs: number },
): Promise<SignUpFigures> => {
  const names = demoMembers(1000, 7);
  await server.stats(); // drop earlier hash times
  const result = await runLoad(CLIENTS, timing, async (worker, i) => {
    const name = names[(worker * 61 + i) % names.length]!;
    await signUp(server.url, name.firstName, name.lastName);
  });
  const { hashMs } = await server.stats();
  // The warm-up's hashes are in there too; under the same load, they weigh the same.
  const meanHash = mean(hashMs);
  return { ...result, hashMs: meanHash, hashShare: meanHash / mean(result.latencies) };
};
