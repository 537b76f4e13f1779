import { Button, type ButtonProps, Dialog, Portal, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';

interface ConfirmButtonProps {
  /** The button that asks first. */
  children: ReactNode;
  buttonProps?: ButtonProps;
  /** The question, such as "Remove publication 3?". */
  title: string;
  /** What will happen. */
  text: ReactNode;
  confirmLabel: string;
  /** The button that changes nothing ("Cancel" unless that would read as the action). */
  dismissLabel?: string;
  loading?: boolean;
  /** Checks the form first: the dialog opens only when it answers true (the form shows why not). */
  beforeOpen?: () => Promise<boolean>;
  /** Runs the action; the dialog closes once it resolves (a refusal shows where the action shows errors). */
  onConfirm: () => Promise<unknown>;
}

/** A destructive action behind a confirm dialog (an alert dialog: focus on the safe choice first). */
export function ConfirmButton({
  children,
  buttonProps,
  title,
  text,
  confirmLabel,
  dismissLabel = 'Cancel',
  loading = false,
  beforeOpen,
  onConfirm,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const change = async (next: boolean) => setOpen(next && beforeOpen ? await beforeOpen() : next);
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => void change(e.open)}>
      <Dialog.Trigger asChild>
        <Button {...buttonProps}>{children}</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof text === 'string' ? <Text>{text}</Text> : text}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{dismissLabel}</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={loading}
                onClick={() => void onConfirm().finally(() => setOpen(false))}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
