import { COUNTRY_CODES } from '@academy/domain';
import { LOCALE } from '../../config/locale';

const names = new Intl.DisplayNames([LOCALE], { type: 'region', fallback: 'code' });

/** A country as people read it: `DE` → "Germany"; a code Intl does not know reads as recorded. */
export const countryName = (code: string): string => {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  try {
    return names.of(upper) ?? code;
  } catch {
    return code;
  }
};

export interface CountryOption {
  code: string;
  name: string;
}

/** Every assigned ISO 3166-1 alpha-2 country (the domain's fixed list), by name, A to Z. */
export const countryOptions: readonly CountryOption[] = [...COUNTRY_CODES]
  .map((code) => ({ code, name: countryName(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, LOCALE));
