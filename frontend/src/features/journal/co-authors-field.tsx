import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { type Author } from './api';
import { type PublicationFormValues } from './publication-form-values';

/** The authors: the submitter first (not editable), then the co-authors in order. */
export function CoAuthorsField({ me, error }: { me: Author; error: string | undefined }) {
  const { control, register } = useFormContext<PublicationFormValues>();
  const coAuthors = useFieldArray({ control, name: 'coAuthors' });
  return (
    <Stack gap={2}>
      <Text fontWeight="medium">Authors</Text>
      <Text data-testid="first-author">{me.name} (you)</Text>
      {coAuthors.fields.map((author, i) => (
        <HStack key={author.id}>
          <Input aria-label={`Co-author ${i + 1}`} maxLength={200} {...register(`coAuthors.${i}.name`)} />
          <IconButton
            aria-label={`Remove co-author ${i + 1}`}
            variant="ghost"
            onClick={() => coAuthors.remove(i)}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
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
