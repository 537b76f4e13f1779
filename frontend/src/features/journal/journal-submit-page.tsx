import { Button, Text } from '@chakra-ui/react';
import { LuFilePlus } from 'react-icons/lu';
import { Link } from 'react-router';
import { EmptyNotice } from '../../components/empty-notice';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';

/** `/journal/submit`: signed-in members only (checked before the page loads). */
export function Component() {
  return (
    <Page title="Submit to the Journal" maxW="3xl">
      <Text color="fg.muted" lineHeight="tall">
        Your submission receives a publication number as soon as it is sent. Read How to Publish first to
        prepare your manuscript.
      </Text>
      <EmptyNotice
        icon={LuFilePlus}
        title="Online submission is not open yet"
        description="The submission form will appear here. Until then, prepare your manuscript with the guide."
        action={
          <Button asChild variant="outline">
            <Link to={paths.howToPublish}>How to publish</Link>
          </Button>
        }
      />
    </Page>
  );
}
