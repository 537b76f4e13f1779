import { Box, Button, Field, Input, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useExpertiseTagsQuery } from './api';
import { expertiseSearchTerm, noExpertiseFound, showsNoExpertiseFound } from './expertise-rules';

/** Wait for the typing to pause before asking the server. */
const debounceMs = 250;

const useDebounced = (value: string): string => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), debounceMs);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
};

interface ExpertiseFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The tags listed for the current text: the submit is allowed only on an exact match. */
  onTags: (tags: string[] | undefined) => void;
}

/** Type an expertise and pick it from the list the server suggests. */
export function ExpertiseField({ value, onChange, onTags }: ExpertiseFieldProps) {
  const typed = useDebounced(value);
  const term = expertiseSearchTerm(typed);
  const { data, isFetching } = useExpertiseTagsQuery({ search: term ?? '' }, { skip: term === null });
  const tags = term === null ? undefined : data?.tags;
  const field = useRef<HTMLInputElement>(null);
  // While the next answer is on its way the last one still counts: its tags are real ones, so a
  // listed tag typed exactly stays submittable rather than blinking disabled for each refetch.
  useEffect(() => onTags(tags), [tags, onTags]);

  return (
    <Stack gap={2}>
      <Field.Root>
        <Field.Label>Expertise</Field.Label>
        <Input
          type="search"
          ref={field}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          placeholder="A field of expertise"
        />
      </Field.Root>
      <Box minH="8" aria-live="polite">
        {isFetching ? (
          <Spinner size="sm" aria-label="Loading expertise" />
        ) : showsNoExpertiseFound(typed, tags) ? (
          <Text color="fg.muted">{noExpertiseFound}</Text>
        ) : (
          tags &&
          tags.length > 0 && (
            <Wrap asChild gap={2}>
              <ul aria-label="Expertise suggestions">
                {tags.map((tag) => (
                  <li key={tag}>
                    <Button
                      size="xs"
                      variant={tag === value ? 'solid' : 'outline'}
                      aria-pressed={tag === value}
                      onClick={() => {
                        onChange(tag);
                        // The list is fetched again for the tag, and this button goes: focus
                        // returns to the field (with the tag in it), not to the page's <body>.
                        field.current?.focus();
                      }}
                    >
                      {tag}
                    </Button>
                  </li>
                ))}
              </ul>
            </Wrap>
          )
        )}
      </Box>
    </Stack>
  );
}
