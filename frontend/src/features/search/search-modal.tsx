import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Search as LuSearch } from 'lucide-react';

const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(loadDialog);

/** The search modal's button; the dialog itself loads on first use, keeping the first page light. */
export function SearchModal({ admin }: { admin: boolean }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={trigger}
        aria-label="Open search"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="sm"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <LuSearch />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog admin={admin} open={open} onOpenChange={setOpen} finalFocus={() => trigger.current} />
        </Suspense>
      )}
    </>
  );
}
