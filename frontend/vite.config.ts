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
