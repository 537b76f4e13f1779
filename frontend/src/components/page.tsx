import { documentTitleOf } from '@academy/domain';
import { Container, Heading, Stack } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { siteName } from '../config/runtime-config';

export const documentTitle = (title?: string): string => documentTitleOf(title, siteName());

interface PageProps {
  /** The page's title: shown as its heading and in the browser tab. */
  title: string;
  /** Hide the visible heading when the page draws its own. */
  hideHeading?: boolean;
  maxW?: string;
  children?: ReactNode;
}

/** The frame of one page: document title, a level-one heading and a readable width. */
export function Page({ title, hideHeading = false, maxW = '5xl', children }: PageProps) {
  return (
    <Container as="section" maxW={maxW} py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <title>{documentTitle(title)}</title>
      <Stack gap={6}>
        {!hideHeading && (
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
        )}
        {children}
      </Stack>
    </Container>
  );
}
