import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pageRecipeKeys } from './src/config/page-recipe-keys';

const server = 'http://127.0.0.1:3000';

/**
 * The recipes only pages use (`src/config/page-recipes.ts`) in a chunk of their own. Chakra's
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

export default defineConfig({
  plugins: [react(), pageRecipes()],
  resolve: {
    // Share the domain's schemas and rules from source; its `.js` suffixes resolve to `.ts`.
    alias: { '@academy/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: lets `scripts/measure-initial-js.mjs` find what the home page loads.
    manifest: true,
    rolldownOptions: {
      // The domain is pure (no I/O, no side effects at import): keep only what a chunk uses,
      // so the home page does not carry every zod schema. One exception, kept: the entry's first
      // import tells zod not to try `new Function` (the CSP refuses it).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !id.includes('/domain/src/') || id.endsWith('/domain/src/shared/parse-without-eval.ts'),
      },
    },
  },
  server: { proxy: { '/rest': server, '/healthz': server } },
});
