import { type CreateToasterReturn } from '@chakra-ui/react';

/** At most 5 toasts at once (spec section 9). */
export const maxToasts = 5;

export type ToastType = 'warning' | 'success' | 'confirm';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

let asked = false;
const firstToastListeners = new Set<() => void>();

/** Whether a toast was asked for (the toasts' region is in the page from then on). */
export const toastAsked = (): boolean => asked;

/** Calls `listener` once, at the first toast asked for; answers the function that forgets it. */
export const onFirstToast = (listener: () => void): (() => void) => {
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
};

/** Toasts go to the queue once it is loaded (`toast-queue.ts`), in the order they were asked for. */
const create = (options: ToastOptions): void => {
  if (!asked) {
    asked = true;
    for (const listener of firstToastListeners) listener();
    firstToastListeners.clear();
  }
  void import('./toast-queue').then(({ toaster }) => toaster.create(options));
};

export const showToast = (type: Exclude<ToastType, 'confirm'>, message: string, duration = 5000): void =>
  create({ type, description: message, duration, closable: true });

/** A question with Confirm and Cancel; stays until answered. */
export const confirmToast = ({
  message,
  confirmLabel = 'Confirm',
  onConfirm,
}: {
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
}): void =>
  create({
    type: 'confirm',
    // zag ranks only its own types; a question ranks with actionable warnings.
    priority: 3,
    description: message,
    duration: Infinity,
    closable: true,
    action: { label: confirmLabel, onClick: onConfirm },
  });
