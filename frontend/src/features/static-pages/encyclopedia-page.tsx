import { Button, Stack, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { ExternalLink as LuExternalLink } from 'lucide-react';
import { Page } from '../../components/page';
import { runtimeConfig, siteName } from '../../config/runtime-config';
import { wikiSignOnUrl } from '../../wiki/wiki-address';

const unchanging = () => () => {};

/** `/encyclopedia`: the Encyclopedia lives on its own site; this page leads there. */
export function Component() {
  const { encyclopediaUrl } = runtimeConfig();
  // The wiki's host depends on the page's address, which the server's render does not have (it
  // renders the production wiki's link; the browser's render then names the page's own).
  const pageHref = useSyncExternalStore(
    unchanging,
    () => window.location.href,
    () => '',
  );
  return (
    <Page title="Encyclopedia" maxW="3xl">
      <Text lineHeight="tall">
        The Encyclopedia of the {siteName()} gathers concise, reviewed articles on the fields our members work
        in. It is written and kept up to date by members and lives on its own site.
      </Text>
      <Text lineHeight="tall">
        Members who contribute articles sign in to the academy wiki with their academy account.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
        <Button asChild colorPalette="blue">
          <a href={encyclopediaUrl} target="_blank" rel="noopener noreferrer">
            Open the Encyclopedia <LuExternalLink aria-hidden />
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={wikiSignOnUrl(pageHref)} target="_blank" rel="noopener noreferrer">
            Sign in to the wiki <LuExternalLink aria-hidden />
          </a>
        </Button>
      </Stack>
    </Page>
  );
}
