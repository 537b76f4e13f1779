import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rolldown, type RolldownPlugin } from 'rolldown';

// The browser build's plugin that ends the task between modules once it has run for its budget
// (frontend/build-plugins/startup-yields.ts), judged by what a bundle built with it does when run.
const pluginFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../frontend/build-plugins/startup-yields.ts',
);
type StartupYields = (options: { budgetMs: number; entries: readonly string[] }) => RolldownPlugin & {
  transform: (code: string, id: string) => unknown;
};

let dir: string;
let startupYields: StartupYields;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'startup-yields-'));
  ({ startupYields } = (await import(pathToFileURL(pluginFile).href)) as { startupYields: StartupYields });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * Bundles `first.ts` (busy for `busyMs`, then queues a timer) and `second.ts` after it, runs the
 * bundle and answers the order of events: the timer comes before `second` when `second` ran in a
 * task of its own.
 */
const runBundle = async (name: string, busyMs: number): Promise<string[]> => {
  const src = path.join(dir, name, 'frontend/src');
  await mkdir(src, { recursive: true });
  await writeFile(
    path.join(src, 'first.ts'),
    `export const order: string[] = [];
const until = performance.now() + ${busyMs};
while (performance.now() < until);
order.push('first');
setTimeout(() => order.push('timer'), 0);`,
  );
  await writeFile(path.join(src, 'second.ts'), `import { order } from './first';\norder.push('second');`);
  await writeFile(
    path.join(src, 'entry.ts'),
    `import { order } from './first';\nimport './second';\nexport const events = order;`,
  );
  const bundle = await rolldown({
    input: path.join(src, 'entry.ts'),
    plugins: [startupYields({ budgetMs: 8, entries: ['/frontend/src/entry.ts'] })],
  });
  const out = path.join(dir, name, 'out');
  await bundle.write({ dir: out, format: 'es', entryFileNames: 'entry.mjs', sourcemapIgnoreList: false });
  await bundle.close();
  const { events } = (await import(pathToFileURL(path.join(out, 'entry.mjs')).href)) as { events: string[] };
  return [...events];
};

describe('the startup yields build plugin', () => {
  it('when a module has run past the budget, then the next module runs in a new task', async () => {
    expect(await runBundle('over-budget', 40)).toEqual(['first', 'timer', 'second']);
  });

  it('when the modules run under the budget, then they run on in the same task', async () => {
    expect(await runBundle('under-budget', 0)).toEqual(['first', 'second']);
  });

  it('when a package module is CommonJS, then it is left as it is (no top-level await in a function)', () => {
    const plugin = startupYields({ budgetMs: 8, entries: [] });
    const cjs = "'use strict';\nmodule.exports = require('./cjs/react.production.js');\n";
    expect(plugin.transform(cjs, '/x/node_modules/react/index.js')).toBeNull();
    const esm = "import { a } from './a.js';\nexport const b = a;\n";
    expect(plugin.transform(esm, '/x/node_modules/pkg/dist/b.mjs')).not.toBeNull();
  });
});
