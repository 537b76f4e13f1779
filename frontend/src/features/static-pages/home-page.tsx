import { Box, Button, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type LucideIcon } from 'lucide-react';
import { BookOpen as LuBookOpen, Library as LuLibrary, Users as LuUsers } from 'lucide-react';
import { Link } from 'react-router';
import { useViewer } from '../../access/use-viewer';
import { documentTitle } from '../../components/page';
import { paths } from '../../config/paths';
import { siteName } from '../../config/runtime-config';

const sections: { title: string; text: string; to: string; action: string; icon: LucideIcon }[] = [
  {
    title: 'The Journal',
    text: 'Original work by our members, each publication numbered and every revision kept as a version of its own.',
    to: paths.journal,
    action: 'Read the Journal',
    icon: LuBookOpen,
  },
  {
    title: 'The Registry',
    text: 'Find members by name or by field of expertise, and see what they study, where and with whom.',
    to: paths.registry,
    action: 'Search the Registry',
    icon: LuUsers,
  },
  {
    title: 'The Encyclopedia',
    text: 'Concise, reviewed articles on the fields our members work in, written by members for everyone.',
    to: paths.encyclopedia,
    action: 'Visit the Encyclopedia',
    icon: LuLibrary,
  },
];

/** `/`: what the academy is and where to go next. */
export function Component() {
  const name = siteName();
  const { signedIn } = useViewer();
  const primary = signedIn
    ? { to: paths.journalSubmit, label: 'Submit to the Journal' }
    : { to: paths.signUp, label: 'Become a member' };
  return (
    <>
      <title>{documentTitle()}</title>
      <Box bgGradient="to-br" gradientFrom="blue.900" gradientTo="blue.700" color="white">
        <Container maxW="5xl" py={{ base: 14, md: 24 }} px={{ base: 4, md: 6 }}>
          <Stack gap={6} maxW="2xl">
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="short">
              {name}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900">
              A community of scholars who publish, review and share their knowledge. Join us to publish in the
              Journal, appear in the Registry and meet colleagues across every field.
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
              <Button
                asChild
                size="lg"
                colorPalette="gray"
                variant="solid"
                bg="white"
                color="blue.900"
                _hover={{ bg: 'gray.100' }}
              >
                <Link to={primary.to}>{primary.label}</Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.700"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <Link to={paths.howToPublish}>How to publish</Link>
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Box>
      <Container maxW="5xl" py={{ base: 10, md: 16 }} px={{ base: 4, md: 6 }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
          {sections.map(({ title, text, to, action, icon: Icon }) => (
            <Card.Root key={title} variant="outline">
              <Card.Body gap={3}>
                <Box color="blue.fg" fontSize="2xl" aria-hidden>
                  <Icon />
                </Box>
                <Heading as="h2" size="lg">
                  {title}
                </Heading>
                <Text color="fg.muted">{text}</Text>
              </Card.Body>
              <Card.Footer>
                <Button asChild variant="ghost" colorPalette="blue" px={0}>
                  <Link to={to}>{action} →</Link>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
