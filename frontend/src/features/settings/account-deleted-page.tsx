import { Button, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';

/** `/account-deleted`: where the browser lands once a member has deleted their own account. */
export function Component() {
  return (
    <Page title="Your account is deleted" maxW="2xl">
      <Text>
        Your account, profile and profile image are deleted, and you are signed out everywhere. Your key is
        destroyed: what the academy held about you can no longer be read.
      </Text>
      <Button asChild colorPalette="blue" alignSelf="start">
        <Link to={paths.home}>Return home</Link>
      </Button>
    </Page>
  );
}
