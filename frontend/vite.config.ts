import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
