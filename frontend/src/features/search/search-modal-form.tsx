import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useCallback, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { adminSearchTypes } from '../../components/search-form/search-query';
import { SearchTypeRadio } from '../../components/search-form/search-type-radio';
import { ExpertiseField } from './expertise-field';
import { canSubmitExpertise } from './expertise-rules';
import { memberSearchTypes, modalSearchTarget } from './search-target';

/** The search modal's form: admins find a user, everyone else searches the Registry. */
export function SearchModalForm({ admin, onDone }: { admin: boolean; onDone: () => void }) {
  const navigate = useNavigate();
  const types = admin ? adminSearchTypes : memberSearchTypes;
  const [type, setType] = useState<string>(types[0]!.value);
  const [query, setQuery] = useState('');
  const [tags, setTags] = useState<string[] | undefined>();
  const onTags = useCallback((next: string[] | undefined) => setTags(next), []);
  const expertise = !admin && type === 'expertise';
  const blocked = expertise && !canSubmitExpertise(query, tags);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    const target = modalSearchTarget(query, type, admin);
    if (!target) return;
    onDone();
    void navigate(target);
  };

  const fieldLabel = admin ? (types.find((t) => t.value === type)?.label ?? 'Name') : 'First or last name';
  return (
    <Stack asChild gap={4}>
      <form role="search" aria-label={admin ? 'Users' : 'Registry'} onSubmit={submit}>
        <SearchTypeRadio types={types} value={type} onChange={setType} />
        {expertise ? (
          <ExpertiseField value={query} onChange={setQuery} onTags={onTags} />
        ) : (
          <Field.Root>
            <Field.Label>{fieldLabel}</Field.Label>
            <Input
              type={type === 'email' ? 'email' : type === 'phone' ? 'tel' : 'search'}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoComplete="off"
            />
          </Field.Root>
        )}
        <Button type="submit" colorPalette="blue" disabled={blocked} alignSelf="end">
          <LuSearch aria-hidden /> Search
        </Button>
      </form>
    </Stack>
  );
}
