import { defineConfig, type UserConfig } from 'vite';
import browser from './vite.config.ts';

const base = browser as UserConfig;

/**
 * The server build of the app (`src/entry-server.tsx` into `dist-server/`): the app server renders
 * a visitor's page with it. The browser build's settings, without what only concerns the browser's
 * files: its chunk groups, its manifest, its public files.
 */
export default defineConfig({
  ...base,
  publicDir: false,
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    ssr: 'src/entry-server.tsx',
    rolldownOptions: { treeshake: base.build?.rolldownOptions?.treeshake },
  },
});
