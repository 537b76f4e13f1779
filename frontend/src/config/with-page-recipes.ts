/**
 * A module that renders Chakra components whose recipes are in `page-recipes.ts` (a page, a dialog,
 * a menu): loads both, and resolves to the module once the recipes are registered.
 */
export const withPageRecipes =
  <T>(importer: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([importer(), import('./page-recipes')]))[0];
