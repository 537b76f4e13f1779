import { Badge, Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { href, paths } from '../../config/paths';
import { type HighlightPart } from './api';

/** Runs with the matched words marked (always as text). */
export function Highlighted({ parts }: { parts: HighlightPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.match ? (
          <Box as="mark" key={i} bg="yellow.subtle" color="inherit">
            {p.text}
          </Box>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

/** One publication in a list: title (linked), authors, year, keywords. */
export function PublicationSummary({
  pubNum,
  title,
  authors,
  year,
  keywords,
  extra,
}: {
  pubNum: number;
  title: ReactNode;
  authors: ReactNode;
  year: number;
  keywords: readonly string[];
  extra?: ReactNode;
}) {
  return (
    <Stack as="li" gap={1} borderBottomWidth="1px" pb={3} listStyleType="none">
      <ChakraLink asChild fontWeight="semibold" fontSize="lg">
        <Link to={href(paths.publication, { pubNum })}>{title}</Link>
      </ChakraLink>
      <Text color="fg.muted">
        {authors} · {year} · No. {pubNum}
      </Text>
      {keywords.length > 0 && (
        <HStack gap={1} wrap="wrap">
          {keywords.map((k) => (
            <Badge key={k} variant="subtle">
              {k}
            </Badge>
          ))}
        </HStack>
      )}
      {extra}
    </Stack>
  );
}
