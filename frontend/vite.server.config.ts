import { defineConfig, type PluginOption, type UserConfig } from 'vite';
import browser from './vite.config.ts';

const base = browser as UserConfig;
/**
 * Browser-only plugins: react-router's production files, the page recipes' own chunk, icons one
 * module each, Emotion's server styles hydrated in place, Chakra's global styles made when read,
 * crossorigin on the scripts.
 */
const browserOnly = [
  'academy-react-router-production',
  'academy-page-recipes',
  'academy-icon-modules',
  'academy-emotion-styles-in-place',
  'academy-chakra-lazy-global-css',
  'academy-startup-yields',
  'academy-anonymous-crossorigin',
];
const isPlugin = (plugin: PluginOption): plugin is { name: string } =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin;

/**
 * The server build of the app (`src/entry-server.tsx` into `dist-server/`): the app server renders
 * a visitor's page with it. The browser build's settings, without what only concerns the browser's
 * files: its chunk groups, its manifest, its public files, the plugins that shape its chunks (the
 * server takes the packages from node_modules as they are).
 */
export default defineConfig({
  ...base,
  publicDir: false,
  plugins: (base.plugins ?? []).filter((plugin) => !isPlugin(plugin) || !browserOnly.includes(plugin.name)),
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    ssr: 'src/entry-server.tsx',
    rolldownOptions: { treeshake: base.build?.rolldownOptions?.treeshake },
  },
});
