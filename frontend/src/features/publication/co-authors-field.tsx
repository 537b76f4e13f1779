import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus as LuPlus } from 'lucide-react';
import { type Author } from './api';
import { CoAuthorRow } from './co-author-row';
import { type PublicationFormValues } from './publication-form-values';

/** The authors: the submitter first (not editable), then the co-authors in order. */
export function CoAuthorsField({ me, error }: { me: Author; error: string | undefined }) {
  const { control } = useFormContext<PublicationFormValues>();
  const coAuthors = useFieldArray({ control, name: 'coAuthors' });
  return (
    <Stack gap={2}>
      <Text fontWeight="medium">Authors</Text>
      <Text data-testid="first-author">{me.name} (you)</Text>
      {coAuthors.fields.map((author, i) => (
        <CoAuthorRow key={author.id} index={i} myID={me.userID} onRemove={() => coAuthors.remove(i)} />
      ))}
      <Box>
        <Button size="sm" variant="outline" onClick={() => coAuthors.append({ name: '' })}>
          <LuPlus /> Add co-author
        </Button>
      </Box>
      {error && <Text color="fg.error">{error}</Text>}
    </Stack>
  );
}
