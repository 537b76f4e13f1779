import { type SystemStyleObject } from '@chakra-ui/react';

/**
 * Links in the article (authors, the body's links, versions, notices) read as links: underlined in
 * the text's colour, never told apart by colour alone. Buttons that are links keep their look.
 */
export const articleLinks: SystemStyleObject = {
  '& a:not(.chakra-button)': {
    textDecorationLine: 'underline',
    textDecorationColor: 'currentColor',
    textUnderlineOffset: '3px',
  },
};
