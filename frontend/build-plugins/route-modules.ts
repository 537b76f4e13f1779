import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Plugin } from 'vite';

/**
 * The server build's routes name the module each page imports (`src/…`, as the browser build's
 * manifest keys it): `() => import('../features/x/y-page')` in `src/app/routes.tsx` becomes
 * `routeModule(() => import('../features/x/y-page'), 'src/features/x/y-page.tsx')`. The server
 * then sends the page's chunks as `<link rel="modulepreload">` in its HTML, so the browser fetches
 * them with the entry, and Vite's preloader finds them there instead of inserting one link per
 * chunk while the page hydrates. The browser's build is left as it is (no bytes added).
 */
const pageImport = /\(\) => import\('([^']+)'\)/g;

export const routeModules = (root: string): Plugin => ({
  name: 'academy-route-modules',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('/src/app/routes.tsx')) return null;
    const replaced = code.replace(pageImport, (all, relative: string) => {
      const base = path.resolve(path.dirname(id), relative);
      const file = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
      if (!file) throw new Error(`route-modules: no module for ${relative} in ${id}`);
      return `routeModule(${all}, ${JSON.stringify(path.relative(root, file))})`;
    });
    if (replaced === code) throw new Error(`route-modules: no page import in ${id}`);
    return { code: `import { routeModule } from '../config/route-module';\n${replaced}`, map: null };
  },
});
