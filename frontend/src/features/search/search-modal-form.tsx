import { Button, Dialog, Field, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useCallback, useState } from 'react';
import { Search as LuSearch } from 'lucide-react';
import { useNavigate } from 'react-router';
import { adminSearchTypes } from '../../components/search-form/search-query';
import { SearchTypeRadio } from '../../components/search-form/search-type-radio';
import { ExpertiseField } from './expertise-field';
import { canSubmitExpertise } from './expertise-rules';
import { journalSearchTypes, memberSearchTypes, modalSearchTarget } from './search-target';

const typesOf = { admin: adminSearchTypes, journal: journalSearchTypes, registry: memberSearchTypes };

const titleOf = (section: ModalSection, type: string): string =>
  section === 'admin' ? 'Find a user' : type === 'journal' ? 'Search the Journal' : 'Search the Registry';

const labelOf = (section: ModalSection, type: string): string => {
  if (section === 'admin') return adminSearchTypes.find((t) => t.value === type)?.label ?? 'Name';
  return type === 'journal' ? 'Title, abstract or author' : 'First or last name';
};

export type ModalSection = 'admin' | 'journal' | 'registry';

/**
 * The search modal's title and form: admins find a user; on Journal pages others search the Journal
 * first (or the Registry by User or Expertise); elsewhere the Registry. The title says which.
 */
export function SearchModalForm({ section, onDone }: { section: ModalSection; onDone: () => void }) {
  const navigate = useNavigate();
  const admin = section === 'admin';
  const types = typesOf[section];
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

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{titleOf(section, type)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body pb={6}>
        <Stack asChild gap={4}>
          <form
            role="search"
            aria-label={admin ? 'Users' : type === 'journal' ? 'Journal' : 'Registry'}
            onSubmit={submit}
          >
            <SearchTypeRadio types={types} value={type} onChange={setType} />
            {expertise ? (
              <ExpertiseField value={query} onChange={setQuery} onTags={onTags} />
            ) : (
              <Field.Root>
                <Field.Label>{labelOf(section, type)}</Field.Label>
                <Input
                  // Never type="email": the admin search takes a prefix ("quinn.w@") that an email field refuses.
                  type={type === 'phone' ? 'tel' : 'search'}
                  inputMode={type === 'email' ? 'email' : undefined}
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
      </Dialog.Body>
    </>
  );
}
