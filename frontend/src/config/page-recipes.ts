import {
  checkboxSlotRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  dataListSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  kbdRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  selectSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { type PageRecipeKey, type PageSlotRecipeKey } from './page-recipe-keys';
import { registerPageRecipes } from './theme';

/*
 * Loaded with every page but the home page, before the page renders (see `routes.tsx`): the
 * recipes of the components only those pages use, kept out of the home page's JavaScript.
 */
const recipes = {
  kbd: kbdRecipe,
  textarea: textareaRecipe,
} satisfies Record<PageRecipeKey, unknown>;

const slotRecipes = {
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  combobox: comboboxSlotRecipe,
  dataList: dataListSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  select: selectSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
} satisfies Record<PageSlotRecipeKey, unknown>;

registerPageRecipes(recipes, slotRecipes);
