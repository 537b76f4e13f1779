import { type RegistrySearchHit } from '@academy/domain';
import { Box, Text } from '@chakra-ui/react';

/** What tells a member apart from another of the same name: headline, else place, else expertise. */
export const distinguishing = (hit: RegistrySearchHit): string => {
  if (hit.headline) return hit.headline;
  const place = [hit.location?.city, hit.location?.country].filter(Boolean).join(', ');
  if (place) return place;
  if (hit.expertise?.length) return hit.expertise.slice(0, 3).join(', ');
  return 'Registry member';
};

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

interface SuggestionsProps {
  listId: string;
  label: string;
  members: readonly RegistrySearchHit[];
  active: number;
  onChoose: (member: RegistrySearchHit) => void;
}

/** The members a co-author's typed name matches, as a listbox under the field (combobox popup). */
export function CoAuthorSuggestions({ listId, label, members, active, onChoose }: SuggestionsProps) {
  return (
    <Box
      as="ul"
      id={listId}
      role="listbox"
      aria-label={label}
      position="absolute"
      top="100%"
      insetInline={0}
      zIndex="dropdown"
      mt={1}
      py={1}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      listStyleType="none"
    >
      {members.map((member, i) => (
        <Box
          as="li"
          key={member.userID}
          id={optionId(listId, i)}
          role="option"
          aria-selected={i === active}
          px={3}
          py={1.5}
          cursor="pointer"
          bg={i === active ? 'bg.emphasized' : undefined}
          _hover={{ bg: 'bg.muted' }}
          // Keeps the focus in the field, so a click chooses before the field is left.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(member)}
        >
          <Text fontWeight="medium">
            {member.firstName} {member.lastName}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {distinguishing(member)}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
