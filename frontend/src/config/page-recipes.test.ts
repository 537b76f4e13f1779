import { describe, expect, it, jest } from '@jest/globals';
import { pageRecipeKeys } from './page-recipe-keys';
import { system } from './theme';

describe('the pages’ Chakra recipes', () => {
  it('when a page recipe is asked for before page-recipes.ts ran, then it is not there and the console says so; once it ran, every page recipe is there', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(system.isSlotRecipe('tabs')).toBe(false);
    system.getSlotRecipeFn('tabs');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"tabs"'));
    errors.mockRestore();

    await import('./page-recipes');
    for (const key of pageRecipeKeys.slotRecipes) expect(system.isSlotRecipe(key)).toBe(true);
    for (const key of pageRecipeKeys.recipes) expect(system.isRecipe(key)).toBe(true);
  });
});
