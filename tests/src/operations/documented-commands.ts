import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep } from '../chaos/app-process.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The commands of the first `sh` block of a section of a docs page, in order (comments left out). */
export const documentedCommands = async (page: string, heading: string): Promise<string[]> => {
  const text = await readFile(path.join(repoRoot, 'docs', page), 'utf8');
  const at = text.indexOf(`\n${heading}\n`);
  if (at < 0) throw new Error(`${page} has no section "${heading}"`);
  const block = /```sh\n([\s\S]*?)```/.exec(text.slice(at));
  if (!block) throw new Error(`${page}: "${heading}" has no sh block`);
  return block[1]!
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
};

/**
 * A command as npm would run it, without the build step each script starts with (the suite ran
 * the build): `npm run keys -- backup F` is `node app/dist/cli/keys.js backup F`.
 */
export const withoutBuild = async (line: string): Promise<string> => {
  const { scripts } = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const run = (name: string) => {
    const script = scripts[name];
    if (!script?.startsWith('node scripts/build.mjs'))
      throw new Error(`npm script ${name} is not build-then-run`);
    return script.slice(script.indexOf(' && ') + 4);
  };
  return line
    .replace(/npm run ([\w-]+) --/g, (_, name: string) => run(name))
    .replace(/npm start$/, run('start'));
};

/** The caller's environment without anything pointing at other servers (CI sets DATABASE_URL). */
export const cleanEnv = (more: Record<string, string>): NodeJS.ProcessEnv => {
  const env = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'KURRENTDB_URL',
    'KAFKA_BROKERS',
    'MEILI_URL',
    'MEILI_MASTER_KEY',
    'TIERS_FILE',
  ])
    delete env[name];
  return { ...env, LOG_LEVEL: 'warn', ...more };
};

export interface Ran {
  code: number | null;
  stderr: string;
}

/** Runs one command line in `sh` at the repository's root; answers its exit code and stderr. */
export const sh = (line: string, env: NodeJS.ProcessEnv): Promise<Ran> =>
  new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', line], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr }));
  });

/** Starts a long-running command line (the app) in its own process group; stop() ends the group. */
export const startInBackground = async (
  line: string,
  env: NodeJS.ProcessEnv,
  base: string,
): Promise<{ stop(): Promise<void>; stderr: () => string }> => {
  const child: ChildProcess = spawn('sh', ['-c', line], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const ready = () =>
    fetch(`${base}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
  for (let i = 0; !(await ready()); i++) {
    if (child.exitCode !== null || i > 1800)
      throw new Error(`the app did not become ready: ${stderr.slice(-2000)}`);
    await sleep(100);
  }
  return {
    stderr: () => stderr,
    /**
     * Stops the whole process group and waits until none of it is left: `sh` exits at once, the
     * app and its embedded PostgreSQL write their data folder while they shut down.
     */
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
      const groupAlive = () => {
        try {
          process.kill(-child.pid!, 0);
          return true;
        } catch {
          return false;
        }
      };
      const deadline = Date.now() + 60_000;
      while (groupAlive() && Date.now() < deadline) await sleep(50);
      if (groupAlive()) process.kill(-child.pid!, 'SIGKILL');
    },
  };
};
