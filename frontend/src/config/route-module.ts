/** A page's importer, with the module it imports when the server build names it (`src/…`). */
export type PageImporter = (() => Promise<object>) & { module?: string };

/** Names the module a page's importer imports (the server build's routes, `route-modules` plugin). */
export const routeModule = (importer: () => Promise<object>, module: string): PageImporter =>
  Object.assign(importer, { module });

/** The modules a route's page needs before it shows (`src/…`): its own, and the pages' recipes. */
export const preloadOf = (importer: PageImporter, withPageRecipes: boolean): string[] =>
  importer.module === undefined
    ? []
    : [importer.module, ...(withPageRecipes ? ['src/config/page-recipes.ts'] : [])];
