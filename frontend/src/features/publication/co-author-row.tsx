import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trash2 as LuTrash2 } from 'lucide-react';
import { useCoAuthorCandidatesQuery } from './co-author-api';
import { type PublicationFormValues } from './publication-form-values';

/** Typed text that searches the Registry: at least this many characters. */
const MIN_SEARCH = 2;
const MAX_CANDIDATES = 5;

/**
 * One co-author: a name typed freely, or a member found in the Registry as the name is typed
 * (then linked by id). Typing again after choosing a member makes it a name again. A non-member's
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
  useEffect(() => {
    const timer = setTimeout(() => setQuery(name.trim()), 300);
    return () => clearTimeout(timer);
  }, [name]);
  const searching = !userID && focused && query.length >= MIN_SEARCH;
  const { data } = useCoAuthorCandidatesQuery(query, { skip: !searching });
  const candidates = searching
    ? (data?.hits ?? []).filter((h) => h.userID !== myID).slice(0, MAX_CANDIDATES)
    : [];
  const label = `Co-author ${index + 1}`;
  const field = register(`coAuthors.${index}.name`, {
    onChange: () => setValue(`coAuthors.${index}.userID`, undefined),
    onBlur: () => setTimeout(() => setFocused(false), 200),
  });

  return (
    <Stack gap={1}>
      <HStack>
        <Input aria-label={label} maxLength={200} onFocus={() => setFocused(true)} {...field} />
        {userID && (
          <Text color="fg.muted" fontSize="sm" whiteSpace="nowrap">
            Member
          </Text>
        )}
        <IconButton aria-label={`Remove co-author ${index + 1}`} variant="ghost" onClick={onRemove}>
          <LuTrash2 />
        </IconButton>
      </HStack>
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
      {candidates.length > 0 && (
        <Box as="ul" listStyleType="none" aria-label={`Members matching ${label}`}>
          {candidates.map((member) => (
            <li key={member.userID}>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setValue(`coAuthors.${index}`, {
                    name: `${member.firstName} ${member.lastName}`,
                    userID: member.userID,
                  });
                  setFocused(false);
                }}
              >
                {member.firstName} {member.lastName}
              </Button>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
