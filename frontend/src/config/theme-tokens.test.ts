import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { palettes } from './theme-tokens';
import { system } from './theme';

const chakraPalettes = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe("the theme's tokens", () => {
  it('when the theme is built, then every kept palette has its shades and semantic colours, and the others have none', () => {
    for (const palette of palettes) {
      expect(system.token(`colors.${palette}.500`)).toBeDefined();
      expect(system.token(`colors.${palette}.solid`)).toBeDefined();
    }
    for (const palette of chakraPalettes.filter((p) => !(palettes as readonly string[]).includes(p)))
      expect(system.token(`colors.${palette}.500`)).toBeUndefined();
    expect(system.token('colors.fg.error')).toBeDefined();
  });

  it("when the app's source names a Chakra palette (a colorPalette, a status colour, a token like 'green.subtle'), then the theme keeps that palette", () => {
    const named = new Set<string>();
    const pattern = new RegExp(`['"](${chakraPalettes.join('|')})(?:\\.[\\w]+)?['"]`, 'g');
    const themeTokens = path.join(import.meta.dirname, 'theme-tokens.ts');
    for (const file of sources(path.resolve(import.meta.dirname, '..')).filter((f) => f !== themeTokens))
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) named.add(match[1]!);
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((p) => !(palettes as readonly string[]).includes(p))).toEqual([]);
  });
});
