import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = (name: string) =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../../app/dist/cli/${name}.js`);

/**
 * An operator's command (`npm run <name> -- <args>`, the built CLI) as a process of its own, with the
 * deployment's settings in `env`: its exit code, and what it wrote to stderr so far.
 */
export const operatorProcess = (name: string, args: string[], env: Record<string, string>) => {
  const child = spawn(process.execPath, [cli(name), ...args], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { exited, stderr: () => stderr };
};
