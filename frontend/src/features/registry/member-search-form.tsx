import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { Search as LuSearch } from 'lucide-react';
import { useFieldIds } from '../../components/strict-id';

interface MemberSearchFormProps {
  initialQuery: string;
  /** Called with the trimmed, non-empty query; empty or blank input is ignored. */
  onSearch: (query: string) => void;
}

export function MemberSearchForm({ initialQuery, onSearch }: MemberSearchFormProps) {
  const [value, setValue] = useState(initialQuery);
  const fieldIds = useFieldIds('member-search');
  useEffect(() => setValue(initialQuery), [initialQuery]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = value.trim();
    if (query) onSearch(query);
  };

  return (
    <form role="search" aria-label="Registry" onSubmit={submit}>
      <HStack align="end" gap={3}>
        <Field.Root {...fieldIds} flex="1">
          <Field.Label>Search members</Field.Label>
          <Input
            type="search"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder="First or last name"
            autoComplete="off"
            maxLength={200}
          />
        </Field.Root>
        <Button type="submit" colorPalette="blue">
          <LuSearch aria-hidden /> Search
        </Button>
      </HStack>
    </form>
  );
}
