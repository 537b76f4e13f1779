import { type RegistrySearchHit } from '@academy/domain';
import { Badge, Box, Field, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trash2 as LuTrash2 } from 'lucide-react';
import { useCoAuthorCandidatesQuery } from './co-author-api';
import { CoAuthorSuggestions, optionId } from './co-author-suggestions';
import { type PublicationFormValues } from './publication-form-values';

/** Typed text that searches the Registry: at least this many characters. */
const MIN_SEARCH = 2;
const MAX_CANDIDATES = 5;

/**
 * One co-author: a name typed freely, or a member found in the Registry as the name is typed
 * (a combobox: arrows move through the suggestions, Enter or a click chooses one, Escape closes
 * them), then linked by id. Typing again after choosing a member makes it a name again. A non-member's
 * family and given names may be given for citations.
 */
export function CoAuthorRow({
  index,
  myID,
  onRemove,
}: {
  index: number;
  myID?: string | undefined;
  onRemove: () => void;
}) {
  const { control, register, setValue } = useFormContext<PublicationFormValues>();
  const [name, userID] = useWatch({
    control,
    name: [`coAuthors.${index}.name`, `coAuthors.${index}.userID`],
  });
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setQuery(name.trim()), 300);
    return () => clearTimeout(timer);
  }, [name]);
  const searching = !userID && focused && query.length >= MIN_SEARCH;
  const { data } = useCoAuthorCandidatesQuery(query, { skip: !searching });
  const candidates = searching
    ? (data?.hits ?? []).filter((h) => h.userID !== myID).slice(0, MAX_CANDIDATES)
    : [];
  const open = candidates.length > 0;
  const label = `Co-author ${index + 1}`;
  const field = register(`coAuthors.${index}.name`, {
    onChange: () => {
      setValue(`coAuthors.${index}.userID`, undefined);
      setActive(-1);
    },
    onBlur: () => setFocused(false),
  });
  const choose = (member: RegistrySearchHit) => {
    setValue(`coAuthors.${index}`, { name: `${member.firstName} ${member.lastName}`, userID: member.userID });
    setFocused(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + candidates.length) % candidates.length);
    } else if (event.key === 'Enter' && candidates[active]) {
      event.preventDefault();
      choose(candidates[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setFocused(false);
    }
  };

  return (
    <Stack gap={1}>
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <HStack w="full">
          <Box position="relative" flex="1">
            <Input
              role="combobox"
              aria-expanded={open}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={open && active >= 0 ? optionId(listId, active) : undefined}
              autoComplete="off"
              maxLength={200}
              onFocus={() => setFocused(true)}
              onKeyDown={onKeyDown}
              {...field}
            />
            {open && (
              <CoAuthorSuggestions
                listId={listId}
                label={`Members matching ${label}`}
                members={candidates}
                active={active}
                onChoose={choose}
              />
            )}
          </Box>
          {userID && (
            <Badge colorPalette="blue" variant="subtle">
              Member
            </Badge>
          )}
          <IconButton aria-label={`Remove co-author ${index + 1}`} variant="ghost" onClick={onRemove}>
            <LuTrash2 />
          </IconButton>
        </HStack>
      </Field.Root>
      {!userID && (
        // A person's names as a citation gives them; a family name alone (an organisation) is cited whole.
        <HStack gap={2} ps={2}>
          <Input
            size="sm"
            aria-label={`Family name of author ${index + 2}`}
            placeholder="Family name (for citations)"
            maxLength={200}
            {...register(`coAuthors.${index}.family`)}
          />
          <Input
            size="sm"
            aria-label={`Given names of author ${index + 2}`}
            placeholder="Given names (for citations)"
            maxLength={200}
            {...register(`coAuthors.${index}.given`)}
          />
        </HStack>
      )}
    </Stack>
  );
}
