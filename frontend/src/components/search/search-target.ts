import { href, paths } from '../../config/paths';

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

/** Everyone else searches the Registry by user (first or last name) or by expertise. */
export const memberSearchTypes: SearchOption<'user' | 'expertise'>[] = [
  { value: 'user', label: 'User' },
  { value: 'expertise', label: 'Expertise' },
];

/** Trimmed; null when nothing is left (empty or blank queries are ignored). */
export const cleanQuery = (raw: string): string | null => {
  const query = raw.trim();
  return query === '' ? null : query;
};

export const isJournalPath = (pathname: string): boolean =>
  pathname === paths.journal || pathname.startsWith(`${paths.journal}/`);

/** The header search box: Journal pages search the Journal, every other page the Registry. */
export const headerSearchTarget = (raw: string, pathname: string): string | null => {
  const query = cleanQuery(raw);
  if (query === null) return null;
  return isJournalPath(pathname)
    ? href(paths.journalSearch, {}, { query })
    : href(paths.registrySearch, {}, { query });
};

/** The search modal: admins go to the admin search, others to the Registry search. */
export const modalSearchTarget = (raw: string, type: string, admin: boolean): string | null => {
  const query = cleanQuery(raw);
  if (query === null) return null;
  if (admin) {
    const queryType = adminSearchTypes.some((t) => t.value === type) ? type : 'name';
    return href(paths.adminSearch, {}, { queryValue: query, queryType });
  }
  return type === 'expertise'
    ? href(paths.registrySearch, {}, { expertise: query })
    : href(paths.registrySearch, {}, { query });
};
