import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chakraLazyGlobalCss } from './build-plugins/chakra-lazy-global-css';
import { emotionStylesInPlace } from './build-plugins/emotion-styles-in-place';
import { iconModules } from './build-plugins/icon-modules';
import { startupYields } from './build-plugins/startup-yields';
import { pageRecipeKeys } from './src/config/page-recipe-keys';
import { anonymousCrossorigin } from './vite-crossorigin';

const server = 'http://127.0.0.1:3000';

/**
 * The recipes only pages and the frame's overlays use (`src/config/page-recipes.ts`) in a chunk of
 * their own. Chakra's
 * index reaches every recipe module, so the bundler keeps a module in the entry chunk when any
 * chunk uses it: `page-recipes.ts` therefore gets its own copies of those modules (the same files,
 * under another id), which only its chunk reaches.
 */
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pageRecipesModule = '\0academy-page-recipes';
const pageRecipes = (): Plugin => ({
  name: 'academy-page-recipes',
  enforce: 'pre',
  async resolveId(source, importer) {
    // A page recipe's own recipe imports (`checkbox` reads `checkmark`) are copies too.
    if (importer?.endsWith('.js?page-recipe') && source.startsWith('./'))
      return `${path.join(path.dirname(importer), source)}?page-recipe`;
    if (source !== '@chakra-ui/react/theme' || !importer?.endsWith('/src/config/page-recipes.ts'))
      return null;
    return pageRecipesModule;
  },
  async load(id) {
    if (id !== pageRecipesModule) return null;
    const theme = await this.resolve('@chakra-ui/react/theme', fileURLToPath(import.meta.url));
    if (!theme) throw new Error('@chakra-ui/react/theme not found');
    const recipesDir = path.join(path.dirname(theme.id.split('?')[0]!), 'recipes');
    const line = (key: string, suffix: string) =>
      `export { ${key}${suffix} } from ${JSON.stringify(`${path.join(recipesDir, kebab(key))}.js?page-recipe`)};`;
    return [
      ...pageRecipeKeys.recipes.map((key) => line(key, 'Recipe')),
      ...pageRecipeKeys.slotRecipes.map((key) => line(key, 'SlotRecipe')),
    ].join('\n');
  },
});

/**
 * The toaster's store without zag's toast machine. Ark's `createToaster` (the frame's
 * `toast-store.ts`) takes `createStore` from `@zag-js/toast`'s index, which also re-exports the
 * machine, its DOM helpers and the dismissable layer: only the lazy `<Toaster>` uses those, but
 * through the index they count as statically imported by the entry, and the `frame` chunk group
 * below would take them in. This gives that one import the store's own module.
 */
const toastStorePrefix = '\0academy-toast-store:';
const toastStore = (): Plugin => ({
  name: 'academy-toast-store',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (
      source !== '@zag-js/toast' ||
      !importer?.includes('/@ark-ui/react/dist/components/toast/create-toaster.')
    )
      return null;
    const index = await this.resolve(source, importer, { skipSelf: true });
    if (!index) throw new Error('@zag-js/toast not found');
    return `${toastStorePrefix}${path.join(path.dirname(index.id), 'toast.store.mjs')}`;
  },
  load(id) {
    if (!id.startsWith(toastStorePrefix)) return null;
    return `export { createToastStore as createStore } from ${JSON.stringify(id.slice(toastStorePrefix.length))};`;
  },
});

/**
 * react-router's production build. Its package exports name only `dist/development` (upstream
 * issue remix-run/react-router#14102), whose one difference is `ENABLE_DEV_WARNINGS = true`: the
 * warnings' code and texts then ship to browsers (0.6 KB gzipped on the home page).
 */
const reactRouterProduction = (): Plugin => ({
  name: 'academy-react-router-production',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (source !== 'react-router' && source !== 'react-router/dom') return null;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    if (!resolved) return null;
    return resolved.id.replace('/dist/development/', '/dist/production/');
  },
});

export default defineConfig({
  plugins: [
    react(),
    pageRecipes(),
    toastStore(),
    reactRouterProduction(),
    iconModules(),
    emotionStylesInPlace(),
    chakraLazyGlobalCss(),
    startupYields({ budgetMs: 8, entries: ['/src/main.tsx'] }),
    anonymousCrossorigin(),
  ],
  resolve: {
    // Share the domain's schemas and rules from source; its `.js` suffixes resolve to `.ts`.
    alias: { '@academy/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The entry chunk holds the whole frame (React DOM, Chakra, react-router, RTK Query: about
    // 640 KB minified); what the home page costs is its gzipped size, measured by
    // `scripts/measure-initial-js.mjs`.
    chunkSizeWarningLimit: 700,
    // No preload links for a lazy module's chunks: the bundler lists all of a chunk's imports in
    // the chunk itself, so the browser asks for them together once it has read the chunk; Vite's
    // preloader would only ask one round trip earlier, at the cost of a <link> element per chunk
    // (some forty for a page, 15 to 30 ms of main-thread work on a desktop, four times that on a
    // phone) in the task that starts the route.
    modulePreload: false,
    // dist/.vite/manifest.json: lets `scripts/measure-initial-js.mjs` find what the home page loads.
    manifest: true,
    rolldownOptions: {
      // What the entry imports statically in one chunk (merged into the entry chunk). Left to
      // itself, the bundler puts each module shared by the entry and a lazy page in a chunk of
      // its own: 26 small files the home page fetched, each compressed alone.
      output: { codeSplitting: { groups: [{ name: 'frame', tags: ['$initial'] }] } },
      // The domain is pure (no I/O, no side effects at import): keep only what a chunk uses,
      // so the home page does not carry every zod schema. One exception, kept: the entry's first
      // import tells zod not to try `new Function` (the CSP refuses it).
      treeshake: {
        // Reading a property has no side effect: drops the recipes' `const { variants } = badgeRecipe`
        // and the like that no chunk uses (1.9 KB gzipped). None of the bundled libraries reads a
        // property for its effect (`el.offsetHeight;` to force a reflow): check when adding one.
        propertyReadSideEffects: false,
        moduleSideEffects: (id: string) =>
          !id.includes('/domain/src/') || id.endsWith('/domain/src/validation/parse-without-eval.ts'),
      },
    },
  },
  server: { proxy: { '/rest': server, '/healthz': server } },
});
