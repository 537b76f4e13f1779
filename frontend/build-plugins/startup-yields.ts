import { fileURLToPath } from 'node:url';
import { type Plugin } from 'vite';

/**
 * Lets the browser in between modules while a chunk runs. All the modules of a chunk run in the
 * task that evaluates it: for the entry (React DOM, react-router, Redux Toolkit, Chakra, the theme's
 * `createSystem`, the store, the routes) some 90 ms on a desktop and four times that on a mid-range
 * phone, during which the page takes no input.
 *
 * Before each ES module of the app and of the packages (CommonJS ones are wrapped in functions,
 * where no top-level `await` can be), once the current task has run for `budgetMs`, a top-level
 * `await` ends it: the bundled chunk stops there and goes on in a new task. The modules before it
 * have run, those after it wait; their order is unchanged. Under the budget the module runs on in
 * the same task. The task ends as the app's `yieldToBrowser` ends it (`src/app/yield-to-browser.ts`,
 * itself left as it is).
 */
const helperId = 'virtual:academy-startup-yield';
const resolvedHelperId = `\0${helperId}`;
const yieldModule = fileURLToPath(new URL('../src/app/yield-to-browser.ts', import.meta.url));

const helper = (budgetMs: number): string => `
import { yieldToBrowser } from ${JSON.stringify(yieldModule)};
let taskStart = performance.now();
export const due = () => performance.now() - taskStart > ${budgetMs};
export const next = async () => {
  await yieldToBrowser();
  taskStart = performance.now();
};
`;

/** On the module's first line: its own lines keep their numbers in source maps. */
const prefix = `import { due as __academyDue, next as __academyNext } from '${helperId}'; if (__academyDue()) await __academyNext();`;

const appModule = /\/(frontend|domain)\/src\/.*\.tsx?$/;
const packageModule = (file: string, code: string): boolean =>
  file.includes('/node_modules/') &&
  /\.m?js$/.test(file) &&
  /^\s*(import|export)\s/m.test(code) &&
  !/\brequire\s*\(|\bmodule\.exports\b|\bexports\.\w/.test(code);

/** `entries`: the entry modules, left as they are (`main.tsx` starts the app in tasks of its own). */
export const startupYields = ({
  budgetMs,
  entries,
}: {
  budgetMs: number;
  entries: readonly string[];
}): Plugin => ({
  name: 'academy-startup-yields',
  apply: 'build',
  resolveId: (source) => (source === helperId ? resolvedHelperId : null),
  load: (id) => (id === resolvedHelperId ? helper(budgetMs) : null),
  transform(code, id) {
    const file = id.split('?')[0]!;
    if (file === yieldModule || entries.some((entry) => file.endsWith(entry))) return null;
    if (!appModule.test(file) && !packageModule(file, code)) return null;
    return { code: prefix + code, map: null };
  },
});
