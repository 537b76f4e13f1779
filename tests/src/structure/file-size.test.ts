import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = path.resolve(import.meta.dirname, '../../..');
const MAX_LINES = 250;
/** Folders that hold no source of ours: built output, dependencies, data, reports. */
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results', '.git']);

/** Every TypeScript source file that is not a test, relative to the repository's root. */
const sourceFiles = (dir = root): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const source = /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name);
    return source ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });

const linesOf = (file: string): number => readFileSync(path.join(root, file), 'utf8').split('\n').length - 1;

describe('file size', () => {
  const sizes = sourceFiles().map((file) => ({ file, lines: linesOf(file) }));

  it('when a source file other than a test has more than 250 lines, then it is named as an offender', () => {
    const offenders = sizes
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file} (${lines} lines)`);
    expect(offenders).toEqual([]);
  });

  it('when the repository is walked, then its source files are found', () => {
    expect(sizes.map((s) => s.file)).toEqual(
      expect.arrayContaining(['domain/src/index.ts', 'frontend/src/main.tsx']),
    );
  });
});
