import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { documentTitle } from '../page';

interface MessagePageProps {
  title: string;
  text: string;
  /** A big code shown above the title, such as 404. */
  code?: number;
  /** Extra actions beside Return home. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A full-width message with a Return home button: status and refusal pages. */
export function MessagePage({ title, text, code, actions, children }: MessagePageProps) {
  return (
    <Center as="section" py={{ base: 12, md: 20 }} px={4} textAlign="center">
      <title>{documentTitle(title)}</title>
      <Stack gap={4} maxW="xl" align="center">
        {code !== undefined && (
          <Text
            fontSize={{ base: '5xl', md: '7xl' }}
            fontWeight="bold"
            color="fg.muted"
            lineHeight="1"
            aria-hidden
          >
            {code}
          </Text>
        )}
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {text}
        </Text>
        {children}
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3} pt={2}>
          {actions}
          <Button asChild colorPalette="blue">
            <Link to="/">Return home</Link>
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
