import { normalizeEmail } from '@academy/domain';
import { sha256Hex } from '@academy/platform';

/** `email-{sha256(lowercased email)}`: the stream of claims on one address (its rule spans streams). */
export const emailStreamId = (email: string): string => `email-${sha256Hex(normalizeEmail(email))}`;
