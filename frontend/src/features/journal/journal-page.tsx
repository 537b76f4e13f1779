import { Button, HStack, Text } from '@chakra-ui/react';
import { LuBookOpen } from 'react-icons/lu';
import { Link } from 'react-router';
import { EmptyNotice } from '../../components/empty-notice';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';

/** `/journal`: the Journal's front page. */
export function Component() {
  return (
    <Page title="Journal">
      <Text color="fg.muted" lineHeight="tall">
        The Journal publishes original work by members. Each publication has a number; each revision is kept
        as a new version. Use the search box in the header to find publications.
      </Text>
      <EmptyNotice
        icon={LuBookOpen}
        title="No publications to show yet"
        description="Published articles will be listed here, newest first."
        action={
          <HStack gap={3}>
            <Button asChild colorPalette="blue">
              <Link to={paths.journalSubmit}>Submit to the Journal</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.howToPublish}>How to publish</Link>
            </Button>
          </HStack>
        }
      />
    </Page>
  );
}
