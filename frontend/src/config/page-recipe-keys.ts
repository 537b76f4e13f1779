/**
 * The Chakra recipes the home page's first paint does not use: other pages' and the frame's
 * overlays' (`page-recipes.ts` has them).
 */
export const pageRecipeKeys = {
  recipes: ['checkmark', 'kbd', 'radiomark', 'textarea'],
  slotRecipes: [
    'alert',
    'avatar',
    'checkbox',
    'collapsible',
    'combobox',
    'dataList',
    'dialog',
    'drawer',
    'emptyState',
    'field',
    'fieldset',
    'fileUpload',
    'list',
    'menu',
    'nativeSelect',
    'popover',
    'progress',
    'radioGroup',
    'select',
    'switch',
    'table',
    'tabs',
    'tag',
    'toast',
    'tooltip',
  ],
} as const;

export type PageRecipeKey = (typeof pageRecipeKeys.recipes)[number];
export type PageSlotRecipeKey = (typeof pageRecipeKeys.slotRecipes)[number];
