/** Registry search filters of the spec (section 2) that the Registry does not apply yet. */
export const registryFilterNames = {
  availability: 'availability',
  expertise: 'expertise',
  membershipTier: 'membership tier',
  experience: 'experience',
  education: 'education',
  location: 'location',
} as const;

/** The filters present in the address, by their readable names. */
export const filtersIn = (params: URLSearchParams): string[] =>
  Object.entries(registryFilterNames)
    .filter(([key]) => params.getAll(key).some((value) => value.trim() !== ''))
    .map(([, name]) => name);
