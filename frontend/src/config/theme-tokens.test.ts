import { describe, expect, it } from '@jest/globals';
import { palettes } from './theme-tokens';
import { appSystem } from './theme';

const system = appSystem();

const chakraPalettes = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];

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
});
