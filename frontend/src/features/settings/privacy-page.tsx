import { Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Page } from '../../components/page';
import { DeleteAccountForm } from './delete-account-form';

/** The export's address: the server answers the signed-in member's file as an attachment. */
export const DATA_EXPORT_URL = '/rest/user/data-export';

const categories = [
  'your account: email, status, linked sign-in identities',
  'your profile, every field whatever its visibility',
  'your membership and its history',
  'your orders and payments',
  'your token shipments',
  'your publications and every version of them',
  'your sessions: when each began, was last used and expires, and the browser (never a session token)',
  'your audit timeline: every change recorded about you, with who made it and when',
];

/** `/settings/privacy`: the member downloads what the academy holds about them, or deletes their account. */
export function Component() {
  return (
    <Page title="Privacy and your data" maxW="4xl">
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap={4}>
            <Heading as="h2" size="lg">
              Download my data
            </Heading>
            <Text>A machine-readable JSON file of what the academy holds about you:</Text>
            <List.Root ps={5}>
              {categories.map((c) => (
                <List.Item key={c}>{c}</List.Item>
              ))}
            </List.Root>
            <Text color="fg.muted" fontSize="sm">
              Keep the file safe: it holds your personal data.
            </Text>
            <Button asChild alignSelf="flex-start" colorPalette="blue">
              <a href={DATA_EXPORT_URL} download data-testid="download-my-data">
                Download my data
              </a>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <DeleteAccountForm />
      <Text>
        <Link to={paths.manageMembership}>Back to account settings</Link>
      </Text>
    </Page>
  );
}
