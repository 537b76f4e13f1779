import { type Plugin } from 'vite';

/**
 * Chakra's global styles (the reset, `globalCss` and every token's CSS variable, about 40 KB of
 * CSS) computed when first read instead of when the system is made. A page the server rendered
 * already carries them: the browser then names the server's styles instead
 * (`src/app/server-global-styles.ts`) and never builds them, which took about a third of
 * `createSystem` in the entry's one long task.
 */
const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const lazy = 'let _global;';
const eagerField = '    _global,\n';
const lazyField =
  '    get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n' +
  '    set _global(value) { _global = value; },\n';

export const chakraLazyGlobalCss = (): Plugin => ({
  name: 'academy-chakra-lazy-global-css',
  transform(code, id) {
    if (!/\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/.test(id)) return null;
    if (!code.includes(eager) || !code.includes(eagerField))
      throw new Error(`@chakra-ui/react changed: createSystem's _global is not where it was in ${id}`);
    return { code: code.replace(eager, lazy).replace(eagerField, lazyField), map: null };
  },
});
