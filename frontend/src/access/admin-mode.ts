import { useSyncExternalStore } from 'react';

/**
 * Whether an admin sees the admin header (nav, logo to `/admin`, mobile Home) or the member's.
 * "Exit Admin" turns it off until "Admin" is chosen again or the admin area is opened; it is kept
 * for the tab (session storage), so a reload does not undo it.
 */
const storageKey = 'admin-mode';
const listeners = new Set<() => void>();
// Storage can be unavailable (private mode): the mode then lasts as long as the page.
let fallback = true;

const read = (): boolean => {
  try {
    return window.sessionStorage.getItem(storageKey) !== 'off';
  } catch {
    return fallback;
  }
};

export const setAdminMode = (on: boolean): void => {
  fallback = on;
  try {
    if (on) window.sessionStorage.removeItem(storageKey);
    else window.sessionStorage.setItem(storageKey, 'off');
  } catch {
    // kept in memory only
  }
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True unless the admin chose "Exit Admin" (for a member it is never read). */
export const useAdminMode = (): boolean => useSyncExternalStore(subscribe, read, () => true);
