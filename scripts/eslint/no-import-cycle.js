// A local ESLint rule: no import circle, type-only imports and re-exports included. import-x's
// no-cycle passes over `import type`, but `verbatimModuleSyntax` keeps a file's imports in its
// output and a circle of types is still two files that cannot be understood one without the other.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const STATIC_IMPORT = /^[ \t]*(?:import|export)\b[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]/gm;
const BARE_IMPORT = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['.ts', '.tsx', '.d.ts'];

/** Each file's import specifiers, kept while its modification time stays the same. */
const parsed = new Map();

const specifiersOf = (file) => {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = parsed.get(file);
  if (cached?.mtime === mtime) return cached.specifiers;
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(STATIC_IMPORT), ...text.matchAll(BARE_IMPORT)].map((m) => m[1]);
  parsed.set(file, { mtime, specifiers });
  return specifiers;
};

const existing = (candidate) => {
  try {
    return statSync(candidate).isFile() ? candidate : undefined;
  } catch {
    return undefined;
  }
};

/** A relative specifier or a workspace package (`@academy/domain` → its `src/index.ts`), else undefined. */
const resolve = (specifier, from, root) => {
  if (specifier.startsWith('@academy/')) {
    return existing(path.join(root, specifier.slice('@academy/'.length), 'src', 'index.ts'));
  }
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [base, ...EXTENSIONS.map((ext) => stem + ext)]) {
    if (/\.(ts|tsx)$/.test(candidate) && existing(candidate)) return candidate;
  }
  return EXTENSIONS.map((ext) => path.join(base, `index${ext}`)).find(existing);
};

/** The chain of files from `start` back to `target`, or undefined when there is none. */
const pathBack = (start, target, root) => {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const chain = queue.shift();
    const file = chain[chain.length - 1];
    for (const specifier of specifiersOf(file)) {
      const next = resolve(specifier, file, root);
      if (next === undefined) continue;
      if (next === target) return chain;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return undefined;
};

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circle, type-only imports and re-exports included' },
    schema: [],
    messages: { cycle: 'Import circle: {{chain}}' },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolve(node.source.value, file, root);
      if (target === undefined || target === file) return;
      const chain = pathBack(target, file, root);
      if (chain === undefined) return;
      const names = [file, ...chain, file].map((f) => path.relative(root, f));
      context.report({ node, messageId: 'cycle', data: { chain: names.join(' -> ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
