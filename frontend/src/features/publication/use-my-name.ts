import { useJournalAuthorProfileQuery } from './api';

/** The signed-in member's full name, as the first author. */
export const useMyName = (): string => {
  const { data } = useJournalAuthorProfileQuery();
  return data ? `${data.firstName} ${data.lastName}`.trim() : '';
};
