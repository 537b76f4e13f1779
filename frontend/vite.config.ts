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
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/rest': server, '/healthz': server } },
});
