import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { appKeyframes, appSemanticTokens, appTokens } from './theme-tokens';
import { recipes, slotRecipes } from './theme-recipes';
import {
  animationStyles,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  layerStyles,
  textStyles,
} from '@chakra-ui/react/theme';

/** Breakpoints of the spec (section 9); the layout switches at md and lg. */
export const breakpoints = {
  xs: '500px',
  sm: '640px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
  '2xl': '1536px',
};

// One merge: `createSystem` merges the configs it is given (merging them here too took as long again).
const makeSystem = () =>
  createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss: {
        ...globalCss,
        // One rule for headings: every h1–h3 (Chakra's Heading, card and dialog titles, rendered
        // Markdown) in the heading font and weight; the Heading recipe adds only sizes to it.
        'h1, h2, h3': { fontFamily: 'heading', fontWeight: 'semibold' },
        // The browser's own colours (form controls, scrollbars) follow the mode's class on <html>.
        'html.light': { colorScheme: 'light' },
        'html.dark': { colorScheme: 'dark' },
        // Print at once in the final colours: no colour transition from the dark screen may show.
        '*, *::before, *::after': { _print: { transition: 'none !important', animation: 'none !important' } },
      },
      theme: {
        breakpoints,
        keyframes: appKeyframes,
        tokens: {
          ...appTokens,
          fonts: {
            ...appTokens.fonts,
            heading: { value: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif" },
            body: {
              value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
            },
          },
        },
        semanticTokens: appSemanticTokens,
        textStyles,
        layerStyles,
        animationStyles,
        recipes,
        slotRecipes,
      },
    }),
  );

let system: SystemContext | undefined;

/**
 * The app's Chakra system, made at the first call. Making it (most of it the token dictionary) is
 * the longest piece of the app's start: the browser's entry calls this in a task of its own
 * (`main.tsx`), rather than while its modules are evaluated.
 */
export const appSystem = (): SystemContext => (system ??= makeSystem());
