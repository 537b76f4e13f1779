import { createToaster } from '@chakra-ui/react';

/** At most 5 toasts at once (spec section 9). */
export const maxToasts = 5;

export const toaster = createToaster({ placement: 'top-end', max: maxToasts, pauseOnPageIdle: true });

export type ToastType = 'warning' | 'success' | 'confirm';

export const showToast = (type: Exclude<ToastType, 'confirm'>, message: string, duration = 5000) =>
  toaster.create({ type, description: message, duration, closable: true });

/** A question with Confirm and Cancel; stays until answered. */
export const confirmToast = ({
  message,
  confirmLabel = 'Confirm',
  onConfirm,
}: {
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
}) =>
  toaster.create({
    type: 'confirm',
    // zag ranks only its own types; a question ranks with actionable warnings.
    priority: 3,
    description: message,
    duration: Infinity,
    closable: true,
    action: { label: confirmLabel, onClick: onConfirm },
  });
