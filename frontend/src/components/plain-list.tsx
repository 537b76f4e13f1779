import { createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';

const { withProvider, withContext } = createSlotRecipeContext({ key: 'list' });

type RootProps = HTMLChakraProps<'ul', SlotRecipeProps<'list'>>;

/**
 * Chakra's List (its recipe and styles) without the `role="list"` its root writes: a `<ul>` or
 * `<ol>` is a list already, and html-validate's recommended rules refuse the redundant role.
 */
export const PlainList = {
  Root: withProvider<HTMLUListElement, RootProps>('ul', 'root'),
  Item: withContext<HTMLLIElement, HTMLChakraProps<'li'>>('li', 'item'),
};
