import { useCallback, useRef } from 'react';

/** A fresh key: one per command, so that a retried request appends nothing twice. */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; build a version-4 UUID by hand otherwise.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * The key of a form's submission: the same while the submitted values stay the same (a double
 * click, a retry after a network error or a 5xx), a new one once the form changed.
 */
export const useSubmissionKey = (): ((values: unknown) => string) => {
  const last = useRef<{ values: string; key: string } | null>(null);
  return useCallback((values: unknown) => {
    const serialized = JSON.stringify(values);
    if (last.current?.values !== serialized) last.current = { values: serialized, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
};
