import { Button, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/page';
import { href, paths } from '../../config/paths';

/** `/journal/submission-success/:pubNum`. */
export function Component() {
  const { pubNum = '' } = useParams();
  return (
    <Page title="Submission received" maxW="2xl">
      <Text fontSize="lg">Thank you. Your submission is publication number {pubNum}.</Text>
      <Text color="fg.muted">You can follow it, and revise it, from its page.</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
        <Button asChild colorPalette="blue">
          <Link to={href(paths.publication, { pubNum })}>View publication {pubNum}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.journal}>Back to the Journal</Link>
        </Button>
      </Stack>
    </Page>
  );
}
