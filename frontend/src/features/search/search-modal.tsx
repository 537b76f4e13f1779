import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Search as LuSearch, SlidersHorizontal as LuSlidersHorizontal } from 'lucide-react';

const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(loadDialog);

/**
 * The search modal's button: a magnifier of its own (narrow screens), or "Search options" inside
 * the header's search box (`inBox`). The dialog itself loads on first use, keeping the first page light.
 */
export function SearchModal({ admin, inBox = false }: { admin: boolean; inBox?: boolean }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={trigger}
        aria-label={inBox ? 'Search options' : 'Open search'}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size={inBox ? 'xs' : 'sm'}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {inBox ? <LuSlidersHorizontal /> : <LuSearch />}
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog admin={admin} open={open} onOpenChange={setOpen} finalFocus={() => trigger.current} />
        </Suspense>
      )}
    </>
  );
}
