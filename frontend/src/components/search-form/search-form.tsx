import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Search as LuSearch } from 'lucide-react';
import { useFieldIds } from '../strict-id';
import { type SearchOption } from './search-query';
import { SearchTypeRadio } from './search-type-radio';

interface SearchFormProps {
  label: string;
  types: SearchOption[];
  /** Called with the raw input and the chosen type; the caller trims and ignores blank input. */
  onSearch: (query: string, type: string) => void;
  initialQuery?: string;
  initialType?: string;
  autoFocus?: boolean;
}

/** A query box with a choice of what to search by. */
export function SearchForm({
  label,
  types,
  onSearch,
  initialQuery = '',
  initialType,
  autoFocus,
}: SearchFormProps) {
  const [query, setQuery] = useState(initialQuery);
  const fieldIds = useFieldIds('search');
  const [type, setType] = useState(initialType ?? types[0]?.value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query, type);
  };
  return (
    <Stack asChild gap={4}>
      <form role="search" aria-label={label} onSubmit={submit}>
        <SearchTypeRadio types={types} value={type} onChange={setType} />
        <HStack align="end" gap={3}>
          <Field.Root {...fieldIds} flex="1">
            <Field.Label>{label}</Field.Label>
            <Input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoFocus={autoFocus}
              autoComplete="off"
            />
          </Field.Root>
          <Button type="submit" colorPalette="blue">
            <LuSearch aria-hidden /> Search
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
