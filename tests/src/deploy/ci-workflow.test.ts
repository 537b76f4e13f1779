import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';

// No actionlint here: the workflow is parsed and every command it calls is looked for.
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  env?: Record<string, string>;
}
const workflow = parse(read('.github/workflows/ci.yml')) as {
  on: unknown;
  jobs: Record<string, { 'runs-on': string; steps: Step[]; needs?: string }>;
};
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const commands = steps.flatMap((s) => [s.run, ...Object.values(s.env ?? {})]).filter((c): c is string => !!c);
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

describe('the CI workflow', () => {
  it('when read, then every job runs on a pinned runner image and every action is pinned by version', () => {
    for (const job of Object.values(workflow.jobs)) expect(job['runs-on']).toMatch(/^ubuntu-\d+\.\d+$/);
    for (const uses of steps.flatMap((s) => (s.uses ? [s.uses] : [])))
      expect(uses).toMatch(/^[\w-]+\/[\w-]+@v\d+$/);
  });

  it('when read, then every npm script, file and compose profile it calls exists', () => {
    const npmScripts = commands.flatMap((c) =>
      [...c.matchAll(/npm (?:run (\S+)|(test))/g)].map((m) => m[1] ?? m[2]!),
    );
    for (const name of npmScripts) expect(Object.keys(scripts)).toContain(name);
    const files = commands.flatMap((c) =>
      [...c.matchAll(/(?:^|\s)((?:\.ci|scripts)\/[\w./-]+)/g)].map((m) => m[1]!),
    );
    expect(files).toEqual(expect.arrayContaining(['.ci/run', 'scripts/smoke-walk.mjs', 'scripts/jest.mjs']));
    for (const file of files) expect(existsSync(path.join(root, file))).toBe(true);
    accessSync(path.join(root, '.ci/run'), constants.X_OK);
    for (const built of commands.flatMap((c) =>
      [...c.matchAll(/app\/dist\/([\w/-]+)\.js/g)].map((m) => m[1]!),
    ))
      expect(existsSync(path.join(root, 'app/src', `${built}.ts`))).toBe(true);
    for (const tests of commands.flatMap((c) =>
      [...c.matchAll(/jest\.mjs (tests\/src\/[\w/-]+)/g)].map((m) => m[1]!),
    ))
      expect(existsSync(path.join(root, tests))).toBe(true);
    const compose = parse(read('docker-compose.yml')) as {
      services: Record<string, { profiles?: string[] }>;
    };
    for (const profile of commands.flatMap((c) => [...c.matchAll(/--profile (\S+)/g)].map((m) => m[1]!)))
      expect(Object.values(compose.services).some((s) => s.profiles?.includes(profile))).toBe(true);
    for (const service of commands.flatMap((c) => [...c.matchAll(/exec -T (\S+)/g)].map((m) => m[1]!)))
      expect(Object.keys(compose.services)).toContain(service);
  });

  it('when the stack starts in CI, then the master key compose requires is set', () => {
    const compose = workflow.jobs.compose!;
    expect(
      (compose as { env?: Record<string, string> }).env?.MEILI_MASTER_KEY?.length ?? 0,
    ).toBeGreaterThanOrEqual(16);
    expect(commands.some((c) => c.includes('docker compose --profile full up') && c.includes('--wait'))).toBe(
      true,
    );
  });
});
