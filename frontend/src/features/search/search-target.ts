import { adminSearchTarget, cleanQuery, type SearchOption } from '../../components/search-form/search-query';
import { href, paths } from '../../config/paths';

/** Everyone else searches the Registry by user (first or last name) or by expertise. */
export const memberSearchTypes: SearchOption<'user' | 'expertise'>[] = [
  { value: 'user', label: 'User' },
  { value: 'expertise', label: 'Expertise' },
];

/** On Journal pages the modal searches the Journal first; User and Expertise still search the Registry. */
export const journalSearchTypes: SearchOption<'journal' | 'user' | 'expertise'>[] = [
  { value: 'journal', label: 'Journal' },
  ...memberSearchTypes,
];

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

/** The search modal: admins go to the admin search, others to the Journal's or the Registry's search. */
export const modalSearchTarget = (raw: string, type: string, admin: boolean): string | null => {
  if (admin) return adminSearchTarget(raw, type);
  const query = cleanQuery(raw);
  if (query === null) return null;
  if (type === 'journal') return href(paths.journalSearch, {}, { query });
  return type === 'expertise'
    ? href(paths.registrySearch, {}, { expertise: query })
    : href(paths.registrySearch, {}, { query });
};
