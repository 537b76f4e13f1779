/** Expertise search (spec sections 5 and 9). */
export const noExpertiseFound = 'No expertise found';

/** Loading starts at 1 character or more; the search term is sent lowercased. */
export const expertiseSearchTerm = (input: string): string | null => {
  const term = input.trim().toLowerCase();
  return term.length >= 1 ? term : null;
};

/** "No expertise found" shows when 3 or more characters returned nothing. */
export const showsNoExpertiseFound = (input: string, tags: readonly string[] | undefined): boolean =>
  input.trim().length >= 3 && tags !== undefined && tags.length === 0;

/** Submitting works only when the typed text exactly matches a listed expertise. */
export const canSubmitExpertise = (input: string, tags: readonly string[] | undefined): boolean =>
  input !== '' && (tags ?? []).includes(input);
