import { useEffect, useState } from 'react';
import { type UseFormWatch } from 'react-hook-form';
import { emptyValues, type PublicationFormValues } from './publication-form-values';

const readDraft = (key: string): PublicationFormValues | null => {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? { ...emptyValues, ...(JSON.parse(raw) as Partial<PublicationFormValues>) } : null;
  } catch {
    return null;
  }
};

const writeDraft = (key: string, values: unknown): void => {
  try {
    window.localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // storage unavailable: no draft
  }
};

export const clearDraft = (key: string): void => {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing kept
  }
};

/** The values to start from: the draft kept in this browser, or `initial`. Read once. */
export const useDraftOr = (key: string, initial: PublicationFormValues): PublicationFormValues =>
  useState(() => readDraft(key) ?? initial)[0];

/** Keeps the form's values in local storage under `key` while the member types. */
export function useKeepDraft(
  key: string,
  watch: UseFormWatch<PublicationFormValues>,
  current: () => PublicationFormValues,
): void {
  useEffect(() => {
    writeDraft(key, current());
    const subscription = watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [key, watch, current]);
}
