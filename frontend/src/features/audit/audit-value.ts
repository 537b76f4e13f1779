import { type AuditValue } from '@academy/domain';
import { useTierName } from '../../api/tiers-api';
import { countryName } from '../../components/country/country-names';
import { LOCALE } from '../../config/locale';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;
const TIER_FIELDS = new Set(['tier', 'scheduledTier', 'pendingTier']);

/** An instant as the audit reads it: "26 November 2026 at 10:00 UTC". */
export const auditInstant = (iso: string): string =>
  `${new Date(iso).toLocaleString(LOCALE, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  })} UTC`;

/** One audit field's value as people read it: instants as dates, tiers and countries by name, nothing as "–". */
export const auditValueText = (
  field: string,
  value: AuditValue,
  tierName: (id: string) => string,
): string => {
  if (value === null) return '–';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return auditInstant(value);
  if (typeof value === 'string' && TIER_FIELDS.has(field)) return tierName(value);
  if (typeof value === 'string' && /(^|\.)country$/.test(field)) return countryName(value);
  return String(value);
};

/** `auditValueText` with the catalogue's tier names. */
export const useAuditValueText = (): ((field: string, value: AuditValue) => string) => {
  const tierName = useTierName();
  return (field, value) => auditValueText(field, value, tierName);
};
