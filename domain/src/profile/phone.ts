import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * A phone number in E.164 (`+4930123456`), or undefined when it is not a valid number.
 * Without a leading `+` the number is read as a national one of `country`, when given.
 */
export const normalizePhone = (raw: string, country?: string): string | undefined => {
  const text = raw.trim();
  if (!text) return undefined;
  const parsed = text.startsWith('+')
    ? parsePhoneNumberFromString(text)
    : country
      ? parsePhoneNumberFromString(text, country as CountryCode)
      : undefined;
  return parsed?.isValid() ? parsed.number : undefined;
};

/** A stored number (E.164) for display in the international format, such as `+33 2 98 00 00 00`; other text as it is. */
export const formatPhone = (phone: string): string =>
  parsePhoneNumberFromString(phone.trim())?.formatInternational() ?? phone;
