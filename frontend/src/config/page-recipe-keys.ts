/** The Chakra recipes only pages other than the home page use (`page-recipes.ts` has them). */
export const pageRecipeKeys = {
  recipes: ['kbd', 'textarea'],
  slotRecipes: [
    'checkbox',
    'collapsible',
    'combobox',
    'dataList',
    'fieldset',
    'fileUpload',
    'list',
    'nativeSelect',
    'progress',
    'select',
    'switch',
    'table',
    'tabs',
    'tag',
  ],
} as const;

export type PageRecipeKey = (typeof pageRecipeKeys.recipes)[number];
export type PageSlotRecipeKey = (typeof pageRecipeKeys.slotRecipes)[number];
