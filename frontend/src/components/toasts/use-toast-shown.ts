import { useEffect, useState } from 'react';
import { onFirstToast, toastAsked } from './toast-store';

/**
 * True from the first toast on. Until then the toast region (zag's `<div role="region">` with its
 * inline placement styles) is not in the page at all; once there, it stays, so a toast's exit
 * animation is never cut short.
 */
export const useToastShown = (): boolean => {
  const [shown, setShown] = useState(toastAsked);
  useEffect(() => {
    if (shown) return undefined;
    if (toastAsked()) {
      setShown(true);
      return undefined;
    }
    return onFirstToast(() => setShown(true));
  }, [shown]);
  return shown;
};
