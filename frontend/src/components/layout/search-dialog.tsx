import { Button, CloseButton, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { type FormEvent, useCallback, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { canSubmitExpertise } from '../search/expertise-rules';
import { ExpertiseField } from '../search/expertise-field';
import { adminSearchTypes, memberSearchTypes, modalSearchTarget } from '../search/search-target';
import { SearchTypeRadio } from '../search/search-type-radio';

function SearchModalForm({ admin, onDone }: { admin: boolean; onDone: () => void }) {
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

interface SearchDialogProps {
  admin: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns on close: the button that opened the dialog. */
  finalFocus: () => HTMLElement | null;
}

/** The search modal's dialog, loaded on first use. */
export default function SearchDialog({ admin, open, onOpenChange, finalFocus }: SearchDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocus}
      placement="top"
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{admin ? 'Find a user' : 'Search the Registry'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              {open && <SearchModalForm admin={admin} onDone={() => onOpenChange(false)} />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close search" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
