import { describe, expect, it } from '@jest/globals';
import { appSemanticTokens, palettes } from './theme-tokens';
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

const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
};
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
/** `{colors.gray.600}` to its hex value. */
const hexOf = (reference: string): string =>
  String(system.token(reference.replace(/^\{(.*)\}$/, '$1'))).toLowerCase();

describe('focus rings', () => {
  it('when a control of any palette the app gives controls draws a focus ring, then it has at least 3:1 against the page in light and dark mode', () => {
    const page = { _light: hexOf('{colors.white}'), _dark: hexOf('{colors.black}') };
    // gray is every control's default; orange, yellow and green colour badges only.
    for (const palette of ['gray', 'red', 'blue', 'purple']) {
      for (const mode of ['_light', '_dark'] as const) {
        const colors = appSemanticTokens.colors as unknown as Record<
          string,
          { focusRing: { value: Record<typeof mode, string> } }
        >;
        const ring = hexOf(colors[palette]!.focusRing.value[mode]);
        expect({ palette, mode, ok: contrast(ring, page[mode]) >= 3 }).toEqual({ palette, mode, ok: true });
      }
    }
  });
});
