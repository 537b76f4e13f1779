import { Box, chakra, IconButton, InputGroup, useRecipe, VisuallyHidden } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Search as LuSearch } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useStrictId } from '../../components/strict-id';
import { SearchModal } from './search-modal';
import { headerSearchTarget, isJournalPath } from './search-target';

/**
 * The header's search box: the Journal on Journal pages, the Registry elsewhere; its options
 * button opens the search modal. A plain `input`
 * with Chakra's input style: Chakra's `Input` is Ark's field input, which brings the whole field
 * (labels, textarea autosize, select) into the first page's JavaScript.
 */
export function HeaderSearch({ admin }: { admin: boolean }) {
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [value, setValue] = useState('');
  const id = useStrictId('header-search');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = headerSearchTarget(value, pathname);
    if (!target) return;
    setValue('');
    void navigate(target);
  };
  return (
    <Box asChild hideBelow="md" flex="1" maxW="xs">
      <form role="search" aria-label="Site" onSubmit={submit}>
        <VisuallyHidden asChild>
          <label htmlFor={id}>Search</label>
        </VisuallyHidden>
        {/* The magnifier submits, as Enter does: a form has its submit button. */}
        <InputGroup
          startElement={
            <IconButton type="submit" variant="ghost" size="xs">
              <LuSearch aria-hidden />
              <VisuallyHidden>Submit search</VisuallyHidden>
            </IconButton>
          }
          startElementProps={{ pointerEvents: 'auto' }}
          // The search modal (by expertise; an admin's by name, email or phone) opens from the box.
          endElement={<SearchModal admin={admin} inBox />}
          endElementProps={{ pointerEvents: 'auto' }}
        >
          <chakra.input
            className="chakra-input"
            css={inputStyles}
            id={id}
            type="search"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={isJournalPath(pathname) ? 'Search the Journal' : 'Search members'}
            autoComplete="off"
            enterKeyHint="search"
          />
        </InputGroup>
      </form>
    </Box>
  );
}
