import { Alert } from '@chakra-ui/react';
import { type PublicationVersionAnswer } from '@academy/domain';
import { formatDate, noRemovalDetails } from './publication';

/** "Article Removed", with the removal date and note (spec section 4). */
export function RemovalNotice({
  publication,
}: {
  publication: Pick<PublicationVersionAnswer, 'removalNote' | 'removalDate'>;
}) {
  const date = formatDate(publication.removalDate);
  const note = publication.removalNote?.trim() || noRemovalDetails;
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Article Removed</Alert.Title>
        {date && <Alert.Description>Removed on {date}.</Alert.Description>}
        <Alert.Description>{note}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
