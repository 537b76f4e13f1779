import { describe, expect, it, jest } from '@jest/globals';
import { pageRecipeKeys } from './page-recipe-keys';
import { system } from './theme';

describe('the pages’ Chakra recipes', () => {
  it('when a page recipe is asked for before page-recipes.ts ran, then the console says so and the empty recipe is not kept; once it ran, every page recipe is there', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const early = system.getSlotRecipeFn('tabs') as { classNameMap: object };
    expect(early.classNameMap).toEqual({});
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"tabs"'));
    errors.mockRestore();

    await import('./page-recipes');
    expect((system.getSlotRecipeFn('tabs') as { classNameMap: object }).classNameMap).toHaveProperty(
      'trigger',
      'chakra-tabs__trigger',
    );
    for (const key of pageRecipeKeys.slotRecipes) expect(system.isSlotRecipe(key)).toBe(true);
    for (const key of pageRecipeKeys.recipes) expect(system.isRecipe(key)).toBe(true);
  });
});
