import { HStack, RadioGroup } from '@chakra-ui/react';
import { type SearchOption } from './search-query';

/** "Search by": a radio group of search types. */
export function SearchTypeRadio({
  types,
  value,
  onChange,
}: {
  types: SearchOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => details.value && onChange(details.value)}
      aria-label="Search by"
    >
      <HStack gap={5} wrap="wrap">
        {types.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
