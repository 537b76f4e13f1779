/** Expertise search rules (spec section 5). */
export const expertiseMessages = { noneFound: 'No expertise found' } as const;

/** Loading starts at 1 character or more (after trimming). */
export const shouldSearchExpertise = (input: string): boolean => input.trim().length >= 1;

/** "No expertise found" only when 3 or more characters returned nothing. */
export const showNoExpertiseFound = (input: string, loading: boolean, tags: readonly string[]): boolean =>
  !loading && input.trim().length >= 3 && tags.length === 0;

/** Submit only when the typed text exactly matches a listed tag. */
export const exactExpertiseMatch = (input: string, tags: readonly string[]): string | undefined =>
  tags.find((tag) => tag === input.trim());
