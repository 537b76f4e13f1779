import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { anchorsOf, isExternal, linkTargets, npmCommands, npmRunScripts } from './markdown.js';

// The README and docs/ stay true: links and anchors resolve, commands exist, every route and every
// configuration variable is documented, the README stays a front door.
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const scripts = Object.keys(
  (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
);
// npm's own commands that pages may name; `start`, `test`, `stop` and `restart` run scripts.
const npmBuiltins = [
  'install',
  'i',
  'ci',
  'audit',
  'view',
  'exec',
  'uninstall',
  'update',
  'ls',
  'pack',
  'init',
];
const scriptShortcuts = ['start', 'test', 'stop', 'restart'];

const sourceFiles = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(folder, f))
    .filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes(`${path.sep}testing${path.sep}`),
    )
    .filter((f) => statSync(path.join(root, f)).isFile());

/** `METHOD /rest/...` of every route the two services declare with a literal path (`:id` as `{id}`). */
const declaredRoutes = (): string[] =>
  ['command-service/src', 'query-service/src']
    .flatMap(sourceFiles)
    .flatMap((file) =>
      [...read(file).matchAll(/\.(get|post|put|patch|delete)\(\s*'(\/rest\/[^']*)'/g)].map(
        (m) => `${m[1]!.toUpperCase()} ${m[2]!.replace(/:(\w+)/g, '{$1}')}`,
      ),
    );

describe('the README and docs/', () => {
  it('when a page links to a file of the repository, then that file exists', () => {
    const broken = pages.flatMap((page) =>
      linkTargets(read(page))
        .filter((target) => !isExternal(target) && !target.startsWith('#'))
        .map((target) => path.join(path.dirname(page), decodeURI(target.split('#')[0]!)))
        .filter((file) => !existsSync(path.join(root, file)))
        .map((file) => `${page} -> ${file}`),
    );
    expect(broken).toEqual([]);
  });

  it("when a link names an anchor, then the page it points at has a heading with GitHub's slug for it", () => {
    const broken = pages.flatMap((page) =>
      linkTargets(read(page))
        .filter((target) => !isExternal(target) && target.includes('#'))
        .filter((target) => {
          const [file, anchor] = target.split('#') as [string, string];
          const linked = file === '' ? page : path.join(path.dirname(page), file);
          return !linked.endsWith('.md') ? false : !anchorsOf(read(linked)).has(anchor);
        })
        .map((target) => `${page} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('when a page says npm run <script>, then package.json has that script', () => {
    const missing = pages.flatMap((page) =>
      npmRunScripts(read(page))
        .filter((name) => !scripts.includes(name))
        .map((name) => `${page}: npm run ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("when a page says npm <command>, then it is one of npm's commands or a script npm runs by name", () => {
    const unknown = pages.flatMap((page) =>
      npmCommands(read(page))
        .filter((c) => !npmBuiltins.includes(c) && !(scriptShortcuts.includes(c) && scripts.includes(c)))
        .map((c) => `${page}: npm ${c}`),
    );
    expect(unknown).toEqual([]);
  });

  it('when the README is read, then it has at most 250 lines and keeps its Security and Journal sections', () => {
    const readme = read('README.md');
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(250);
    expect([...anchorsOf(readme)]).toEqual(expect.arrayContaining(['security', 'journal', 'tests']));
  });

  it('when any page is read, then it names no issue number', () => {
    const named = pages.flatMap((page) =>
      [...read(page).matchAll(/\bissue\s*#?\s*\d+/gi)].map((m) => `${page}: ${m[0]}`),
    );
    expect(named).toEqual([]);
  });

  it('when a service declares a route, then docs/api.md documents it', () => {
    const api = read('docs/api.md');
    const routes = declaredRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const undocumented = routes.filter((route) => {
      const at = new RegExp(`${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/{-])`);
      return !at.test(api);
    });
    expect(undocumented).toEqual([]);
  });

  it('when the configuration schema reads a variable, then docs/configuration.md lists it', () => {
    const schema = read('platform/src/config/config.ts');
    const variables = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]!);
    expect(variables.length).toBeGreaterThan(30);
    const table = read('docs/configuration.md');
    expect(variables.filter((v) => !table.includes(`| \`${v}\``))).toEqual([]);
  });
});
