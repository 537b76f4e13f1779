import { Badge, DataList, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuFileQuestion } from 'react-icons/lu';
import { useParams } from 'react-router';
import { useViewer } from '../../access/use-viewer';
import { errorOf } from '../../api/base-api';
import { EmptyNotice } from '../../components/empty-notice';
import { FormError } from '../../components/form-error';
import { Page } from '../../components/page';
import { usePublicationsQuery } from './api';
import { formatDate, isRemoved, pickVersion, publishYear } from './publication';
import { RemovalNotice } from './removal-notice';

const positiveInt = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** `/journal/publications/:pubNum` and `/:version`: removed ones show a notice to non-admins. */
export function Component() {
  const params = useParams();
  const pubNum = positiveInt(params.pubNum) ?? 0;
  const version = params.version === undefined ? undefined : (positiveInt(params.version) ?? 0);
  const viewer = useViewer();
  const { data, error, isLoading } = usePublicationsQuery({ pubNum, version }, { skip: pubNum === 0 });
  const publication = data ? pickVersion(data, version) : undefined;
  const title = `Publication ${params.pubNum ?? ''}${version ? `, version ${version}` : ''}`;
  const failure = errorOf(error);

  if (isLoading || viewer.loading) {
    return (
      <Page title={title}>
        <Skeleton height="24" />
      </Page>
    );
  }
  if (failure && failure.type !== 'not-found') {
    return (
      <Page title={title}>
        <FormError message={failure.message} />
      </Page>
    );
  }
  if (!publication) {
    return (
      <Page title={title}>
        <EmptyNotice
          icon={LuFileQuestion}
          title="Publication not found"
          description="No publication has this number or version."
        />
      </Page>
    );
  }
  const removed = isRemoved(publication);
  return (
    <Page title={title}>
      {removed && <RemovalNotice publication={publication} />}
      {(!removed || viewer.admin) && (
        <Stack gap={4}>
          <HStack gap={2}>
            <Badge>Version {publication.version}</Badge>
            <Badge colorPalette="blue">{publishYear(publication)}</Badge>
          </HStack>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>Published</DataList.ItemLabel>
              <DataList.ItemValue>{formatDate(publication.publishDate)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {removed && (
            <Text color="fg.muted">You can see this removed publication because you are an admin.</Text>
          )}
        </Stack>
      )}
    </Page>
  );
}
