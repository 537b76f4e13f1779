import { Text } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { EmptyNotice } from '../../components/empty-notice';
import { Page } from '../../components/page';
import { adminSearchTypes } from '../../components/search-form/search-query';

/** `/admin/search?queryValue=&queryType=`. */
export function Component() {
  const [params] = useSearchParams();
  const value = params.get('queryValue')?.trim() ?? '';
  const type = adminSearchTypes.find((t) => t.value === params.get('queryType')) ?? adminSearchTypes[0]!;
  return (
    <Page title="User search">
      {value && (
        <Text color="fg.muted">
          {type.label}: “{value}”
        </Text>
      )}
      <EmptyNotice
        icon={LuSearch}
        title="No users found"
        description="Users whose name, email or phone match will be listed here, each with a link to their account."
      />
    </Page>
  );
}
