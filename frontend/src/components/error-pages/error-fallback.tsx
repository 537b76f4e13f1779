import { Box, Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { documentTitle } from '../page';
import { refusalTexts } from './status-texts';

/** The error and, where the browser gives one, its stack (Chrome's stack already starts with the message). */
const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const head = `${error.name}: ${error.message}`;
  if (!error.stack) return head;
  return error.stack.startsWith(head) ? error.stack : `${head}\n${error.stack}`;
};

/** The generic fallback: "Something went wrong!" with a Show Error / Hide Error toggle. */
export function ErrorFallback({ error }: { error: unknown }) {
  const [shown, setShown] = useState(false);
  const detailsId = useId();
  const detail = describeError(error);
  return (
    <Box as="section" role="alert" py={{ base: 12, md: 20 }} px={4} textAlign="center">
      <title>{documentTitle(refusalTexts.fallbackTitle)}</title>
      <Stack gap={4} maxW="2xl" mx="auto" align="center">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {refusalTexts.fallbackTitle}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {refusalTexts.genericError}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
          <Button
            variant="outline"
            aria-expanded={shown}
            aria-controls={detailsId}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? 'Hide Error' : 'Show Error'}
          </Button>
          <Button asChild colorPalette="blue">
            <Link to="/">Return home</Link>
          </Button>
        </Stack>
        {shown && (
          <Code
            id={detailsId}
            as="pre"
            display="block"
            whiteSpace="pre-wrap"
            textAlign="start"
            p={4}
            w="full"
            maxH="60"
            overflow="auto"
          >
            {detail}
          </Code>
        )}
      </Stack>
    </Box>
  );
}
