import { href, paths } from '../../config/paths';

/** A choice of what to search by: the value sent, the label shown. */
export interface SearchOption<T extends string = string> {
  value: T;
  label: string;
}

/** Admins search users by name, email or phone (spec section 5). */
export const adminSearchTypes: SearchOption<'name' | 'email' | 'phone'>[] = [
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
];

/** Trimmed; null when nothing is left (empty or blank queries are ignored). */
export const cleanQuery = (raw: string): string | null => {
  const query = raw.trim();
  return query === '' ? null : query;
};

/** The admin user search (the admin home and the admins' search modal): an unknown type searches by name. */
export const adminSearchTarget = (raw: string, type: string): string | null => {
  const query = cleanQuery(raw);
  if (query === null) return null;
  const queryType = adminSearchTypes.some((t) => t.value === type) ? type : 'name';
  return href(paths.adminSearch, {}, { queryValue: query, queryType });
};
