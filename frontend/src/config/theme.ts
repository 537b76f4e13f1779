import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { pageRecipeKeys } from './page-recipe-keys';
import { appKeyframes, appSemanticTokens, appTokens } from './theme-tokens';
import {
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  layerStyles,
  linkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
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

/**
 * Chakra's default theme, but only with the recipes of the components the home page's first paint
 * uses (header, footer, error pages, the home page). The recipes of other pages and of the frame's
 * overlays (alerts, menus, dialogs, drawer, tooltips, toasts: each loads on first use) are in
 * `page-recipes.ts`, which every page but the home page, and each overlay, loads before it renders.
 * A Chakra component whose recipe is missing renders unstyled: add its recipe here (first paint)
 * or there (the rest) when you first use it.
 */
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

const slotRecipes = {
  card: cardSlotRecipe,
};

// One merge: `createSystem` merges the configs it is given (merging them here too took as long again).
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: {
      ...globalCss,
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

let pageRecipesRegistered = false;
const lateKeys: ReadonlySet<string> = new Set([...pageRecipeKeys.recipes, ...pageRecipeKeys.slotRecipes]);

/**
 * Adds the pages' recipes to the running system (Chakra reads its theme's recipes when a component
 * first asks for one, then keeps the recipe function).
 */
export const registerPageRecipes = (recipes: object, slotRecipes: object): void => {
  const theme = system._config.theme ?? (system._config.theme = {});
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);
  pageRecipesRegistered = true;
};

/**
 * A page recipe asked for before `page-recipes.ts` ran would render unstyled, and Chakra would keep
 * that empty recipe for good: say so (the browser tests fail on console errors) and keep nothing.
 */
const guard =
  (get: (key: string, fallback?: unknown) => unknown, empty: () => unknown) =>
  (key: string, fallback?: unknown): unknown => {
    if (pageRecipesRegistered || !lateKeys.has(key)) return get(key, fallback);
    console.error(`The Chakra recipe "${key}" was used before page-recipes.ts registered it`);
    return empty();
  };
system.getRecipeFn = guard(system.getRecipeFn, () => system.cva({}));
system.getSlotRecipeFn = guard(system.getSlotRecipeFn, () => system.sva({ slots: [] }));
