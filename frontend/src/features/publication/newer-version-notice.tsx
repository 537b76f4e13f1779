import { Alert, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { href, paths } from '../../config/paths';

/** On an earlier version's page: a newer version exists, with a link to the latest. */
export function NewerVersionNotice({ pubNum, latest }: { pubNum: number; latest: number }) {
  return (
    <Alert.Root status="info" className="no-print">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>A newer version of this publication exists.</Alert.Title>
        <Alert.Description>
          <ChakraLink asChild>
            <Link to={href(paths.publicationVersion, { pubNum, version: latest })}>
              Read version {latest}
            </Link>
          </ChakraLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
