import { Button, Field, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId, useState } from 'react';
import {
  createOptionLabel,
  isValidNewOption,
  selectMessages,
} from '../../components/creatable-select/creatable-rules';
import { errorOf } from '../../api/base-api';
import { FormError } from '../../components/form-error';
import { useCreateExpertiseTagMutation, useProfileExpertiseTagsQuery } from './api';
import {
  exactExpertiseMatch,
  expertiseMessages,
  shouldSearchExpertise,
  showNoExpertiseFound,
} from './expertise-rules';

interface ExpertiseSelectProps {
  onAdd: (tag: string) => void;
}

/** Find an expertise tag: loading from 1 character, "No expertise found" from 3, add only on an exact match. */
export function ExpertiseSelect({ onAdd }: ExpertiseSelectProps) {
  const [input, setInput] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const searching = shouldSearchExpertise(input);
  const result = useProfileExpertiseTagsQuery(input.trim(), { skip: !searching });
  const [createTag, creating] = useCreateExpertiseTagMutation();
  const loading = searching && result.isFetching;
  const tags = searching && !loading ? (result.data?.tags ?? []) : [];
  const match = exactExpertiseMatch(input, tags);
  const statusID = useId();
  const add = (tag: string) => {
    onAdd(tag);
    setInput('');
  };
  const create = async () => {
    const tag = input.trim();
    const answer = await createTag(tag);
    const failure = 'error' in answer ? errorOf(answer.error) : undefined;
    // A tag that exists already is as good as a created one.
    if (!failure || failure.type === 'expertise-tag-exists')
      add('data' in answer && answer.data ? answer.data.tag : tag);
    else setCreateError(failure.message);
  };
  const canCreate =
    searching &&
    !loading &&
    isValidNewOption(
      input.trim(),
      tags.map((t) => ({ value: t, label: t })),
    );

  return (
    <Stack gap={2}>
      <Field.Root>
        <Field.Label>Find expertise</Field.Label>
        <HStack w="full">
          <Input
            type="search"
            value={input}
            aria-describedby={statusID}
            autoComplete="off"
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                if (match) add(match);
              }
            }}
          />
          <Button type="button" disabled={!match} onClick={() => match && add(match)}>
            Add expertise
          </Button>
        </HStack>
      </Field.Root>
      <div id={statusID} aria-live="polite">
        {loading && <Text color="fg.muted">{selectMessages.loading}</Text>}
        {showNoExpertiseFound(input, loading, tags) && (
          <Text color="fg.muted">{expertiseMessages.noneFound}</Text>
        )}
      </div>
      <Wrap gap={2} aria-label="Listed expertise">
        {tags.map((tag) => (
          <Button key={tag} type="button" size="xs" variant="outline" onClick={() => add(tag)}>
            {tag}
          </Button>
        ))}
        {canCreate && (
          <Button
            type="button"
            size="xs"
            variant="ghost"
            loading={creating.isLoading}
            onClick={() => void create()}
          >
            {createOptionLabel(input.trim())}
          </Button>
        )}
      </Wrap>
      <FormError message={createError} />
    </Stack>
  );
}
