import { Button, Field, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { errorOf } from '../../api/base-api';
import { useCreateExpertiseTagMutation } from '../../api/expertise-api';
import { createOptionLabel, selectMessages } from '../creatable-select/creatable-rules';
import { FormError } from '../form-error';
import { expertiseMessages } from './expertise-rules';
import { useExpertiseSearch } from './use-expertise-search';

interface ExpertiseSelectProps {
  onAdd: (tag: string) => void;
  /** The search field's label. */
  label?: string;
  /** The add button's text. */
  addLabel?: string;
  /** Create "{input}" adds the new tag here instead of recording it as an expertise tag. */
  onCreate?: (tag: string) => void;
}

/**
 * Find an expertise tag (spec section 5): loading from 1 character, "No expertise found" from 3,
 * add only on an exact match, Create "{input}" when nothing matches (Enter takes either), 20 tags
 * a page.
 */
export function ExpertiseSelect({
  onAdd,
  label = 'Find expertise',
  addLabel = 'Add expertise',
  onCreate,
}: ExpertiseSelectProps) {
  const [input, setInput] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const search = useExpertiseSearch(input);
  const [createTag, creating] = useCreateExpertiseTagMutation();
  const { match, tags } = search;
  const statusID = useId();
  const add = (tag: string) => {
    onAdd(tag);
    setInput('');
  };
  const create = async () => {
    const tag = input.trim();
    if (onCreate) {
      onCreate(tag);
      setInput('');
      return;
    }
    const answer = await createTag(tag);
    const failure = 'error' in answer ? errorOf(answer.error) : undefined;
    // A tag that exists already is as good as a created one.
    if (!failure || failure.type === 'expertise-tag-exists')
      add('data' in answer && answer.data ? answer.data.tag : tag);
    else setCreateError(failure.message);
  };

  return (
    <Stack gap={2}>
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <HStack w="full">
          <Input
            type="search"
            value={input}
            aria-describedby={statusID}
            autoComplete="off"
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds, never submits the form: the listed tag typed exactly, else the new one
              // that Create "{input}" offers.
              if (event.key === 'Enter') {
                event.preventDefault();
                if (match) add(match);
                else if (search.canCreate && !creating.isLoading) void create();
              }
            }}
          />
          <Button type="button" disabled={!match} onClick={() => match && add(match)}>
            {addLabel}
          </Button>
        </HStack>
      </Field.Root>
      <div id={statusID} aria-live="polite">
        {search.loading && <Text color="fg.muted">{selectMessages.loading}</Text>}
        {search.noneFound && <Text color="fg.muted">{expertiseMessages.noneFound}</Text>}
      </div>
      <Wrap gap={2} aria-label="Suggestions" role="group">
        {tags.map((tag) => (
          <Button key={tag} type="button" size="xs" variant="outline" onClick={() => add(tag)}>
            {tag}
          </Button>
        ))}
        {search.hasMore && (
          <Button
            type="button"
            size="xs"
            variant="ghost"
            loading={search.loadingMore}
            onClick={search.loadMore}
          >
            Show more
          </Button>
        )}
        {search.canCreate && (
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
