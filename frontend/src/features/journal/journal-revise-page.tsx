import { Skeleton } from '@chakra-ui/react';
import { LuFilePen } from 'react-icons/lu';
import { useParams } from 'react-router';
import { EmptyNotice } from '../../components/empty-notice';
import { Page } from '../../components/page';
import { usePublicationsQuery } from './api';
import { isRemoved, pickVersion } from './publication';
import { RemovalNotice } from './removal-notice';

/** `/journal/revise/:pubNum`: a removed publication cannot be revised. */
export function Component() {
  const { pubNum = '' } = useParams();
  const number = Number(pubNum);
  const valid = Number.isSafeInteger(number) && number > 0;
  const { data, isLoading } = usePublicationsQuery({ pubNum: number }, { skip: !valid });
  const latest = data ? pickVersion(data) : undefined;
  return (
    <Page title={`Revise publication ${pubNum}`} maxW="3xl">
      {isLoading ? (
        <Skeleton height="24" />
      ) : latest && isRemoved(latest) ? (
        <RemovalNotice publication={latest} />
      ) : (
        <EmptyNotice
          icon={LuFilePen}
          title="Online revision is not open yet"
          description="The revision form will appear here; your revision will become the next version of this publication."
        />
      )}
    </Page>
  );
}
