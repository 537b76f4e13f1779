import { keyframes, semanticTokens, tokens } from '@chakra-ui/react/theme';

/**
 * Chakra's tokens without the ones no page, component or recipe reads: every token becomes a CSS
 * variable in the head of every served page, and building them is most of the system's start-up.
 * A colour palette the app names (`colorPalette="…"`, `bg="green.subtle"`, the status badges) must
 * be in `palettes`; Chakra's recipes read `gray` (the page's default `colorPalette`) and the palette
 * a component is given. Unused: teal, cyan and pink; the aspect-ratio and blur tokens; the
 * `ping`/`bounce` animations and the keyframes nothing names.
 */
export const palettes = ['gray', 'red', 'orange', 'yellow', 'green', 'blue', 'purple'] as const;

const unusedPalettes: ReadonlySet<string> = new Set(['teal', 'cyan', 'pink']);
const unusedKeyframes: ReadonlySet<string> = new Set([
  'ping',
  'bounce',
  'circular-progress',
  'expand-width',
  'collapse-width',
]);

const without = <T extends object>(group: T, unused: ReadonlySet<string>): T =>
  Object.fromEntries(Object.entries(group).filter(([key]) => !unused.has(key))) as T;

const { aspectRatios: _aspectRatios, blurs: _blurs, ...usedTokenGroups } = tokens;

export const appTokens = {
  ...usedTokenGroups,
  animations: without(tokens.animations ?? {}, new Set(['ping', 'bounce'])),
  colors: without(tokens.colors ?? {}, unusedPalettes),
};

const chakraColors = without(semanticTokens.colors ?? {}, unusedPalettes) as Record<string, object>;

/**
 * Error text in light mode one step darker than Chakra's red.500 (3.8:1 on white), so that a
 * field's message reads at 4.5:1 (WCAG AA); dark mode keeps red.400.
 *
 * Focus rings at least 3:1 against the page in both modes (WCAG 2.4.7 and 1.4.11): the default
 * palette's, Chakra's gray.400 (2.5:1 on white), is gray.600 in light mode. The other palettes a
 * control is given (red, blue, purple) ring at 500, 3.7:1 and more; orange, yellow and green.500
 * are under 3:1 on white and colour badges only, never a control.
 */
export const appSemanticTokens = {
  ...semanticTokens,
  colors: {
    ...chakraColors,
    gray: {
      ...chakraColors.gray,
      focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
    },
    fg: {
      ...semanticTokens.colors?.fg,
      error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
    },
  },
};

export const appKeyframes = without(keyframes, unusedKeyframes);
