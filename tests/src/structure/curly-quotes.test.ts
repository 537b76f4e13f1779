import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';

// Prose uses typographic quotes (’ “ ”): the pages' JSX text and the mail templates. Code,
// attributes and Handlebars expressions keep straight ones.
const root = path.resolve(import.meta.dirname, '../../..');
const STRAIGHT = /['"]/;

/** Every `.tsx` file under `dir` that is not a test, relative to the repository's root. */
const pageFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return pageFiles(file);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [file] : [];
  });

/** The JSX text of a file (what a page shows as it is written) holding a straight quote, with its line. */
const straightQuotesInJsxText = (file: string, source: string): string[] => {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && STRAIGHT.test(node.text)) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1}: ${node.text.trim().replace(/\s+/g, ' ')}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
};

/** A template's prose: without Handlebars expressions and HTML tags (whose attributes are code). */
const templateProse = (source: string): string =>
  source.replace(/\{\{[\s\S]*?\}\}/g, '').replace(/<[^>]*>/g, '');

const templatesDir = 'platform/mail-templates';

describe('typographic quotes in prose', () => {
  it('when the checks read samples, then they find straight quotes in prose only', () => {
    expect(straightQuotesInJsxText('x.tsx', `const a = <p className="x">It's "done"</p>;`)).toHaveLength(1);
    expect(straightQuotesInJsxText('x.tsx', `const a = <p title="It's">It’s {'a'} “done”</p>;`)).toEqual([]);
    expect(templateProse(`<a href="{{url}}">It's</a> {{#if a}}“b”{{/if}}`)).toBe(`It's “b”`);
  });

  it('when the frontend’s JSX text is read, then no straight apostrophe or quote is in it', () => {
    const found = pageFiles('frontend/src').flatMap((file) =>
      straightQuotesInJsxText(file, readFileSync(path.join(root, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('when the mail templates are read, then their prose has no straight apostrophe or quote', () => {
    const found = readdirSync(path.join(root, templatesDir))
      .filter((name) => name.endsWith('.hbs'))
      .flatMap((name) =>
        templateProse(readFileSync(path.join(root, templatesDir, name), 'utf8'))
          .split('\n')
          .filter((line) => STRAIGHT.test(line))
          .map((line) => `${name}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });
});
