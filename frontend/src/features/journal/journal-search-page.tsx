import { Text } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { EmptyNotice } from '../../components/empty-notice';
import { Page } from '../../components/page';

/** `/journal/search?query=` (a blank query never reaches this page: it goes to `/`). */
export function Component() {
  const query = useSearchParams()[0].get('query')?.trim() ?? '';
  return (
    <Page title="Journal search">
      <Text color="fg.muted">Results for “{query}”</Text>
      <EmptyNotice
        icon={LuSearch}
        title="No publications found"
        description="Publications whose title, authors or abstract match your search will be listed here."
      />
    </Page>
  );
}
