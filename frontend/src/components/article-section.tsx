import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';

/** A titled section of a long text page: paragraphs and an optional list. */
export function ArticleSection({
  title,
  paragraphs = [],
  items,
  children,
}: {
  title: string;
  paragraphs?: string[];
  items?: string[];
  children?: ReactNode;
}) {
  return (
    <Stack as="section" gap={3}>
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} lineHeight="tall">
          {paragraph}
        </Text>
      ))}
      {items && (
        <List.Root ps={6} gap={2}>
          {items.map((item) => (
            <List.Item key={item} lineHeight="tall">
              {item}
            </List.Item>
          ))}
        </List.Root>
      )}
      {children}
    </Stack>
  );
}
