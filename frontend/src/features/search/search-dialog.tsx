import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { SearchModalForm } from './search-modal-form';
import { isJournalPath } from './search-target';

interface SearchDialogProps {
  admin: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns on close: the button that opened the dialog. */
  finalFocus: () => HTMLElement | null;
}

/** The search modal's dialog, loaded on first use. */
export default function SearchDialog({ admin, open, onOpenChange, finalFocus }: SearchDialogProps) {
  const { pathname } = useLocation();
  const section = admin ? 'admin' : isJournalPath(pathname) ? 'journal' : 'registry';
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
          {/* "full" below md sets a full-height, square, edge-to-edge box that "md" does not undo. */}
          <Dialog.Content minH={{ md: 'auto' }} borderRadius={{ md: 'l3' }} my={{ md: 16 }}>
            {open && <SearchModalForm section={section} onDone={() => onOpenChange(false)} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close search" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
