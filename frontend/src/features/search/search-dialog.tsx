import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { SearchModalForm } from './search-modal-form';

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
