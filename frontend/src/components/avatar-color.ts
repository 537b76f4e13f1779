/** The 15 profile avatar colours (spec sections 4 and 9): background, with white text readable on each. */
export const avatarColors = [
  '#b91c1c',
  '#c2410c',
  '#a16207',
  '#4d7c0f',
  '#15803d',
  '#047857',
  '#0f766e',
  '#0e7490',
  '#0369a1',
  '#1d4ed8',
  '#4338ca',
  '#6d28d9',
  '#7e22ce',
  '#a21caf',
  '#be185d',
] as const;

/** A stable colour per user id: the same id always gets the same one of the 15. */
export const avatarColor = (userID: string): string => {
  let hash = 0;
  for (let i = 0; i < userID.length; i += 1) hash = (hash * 31 + userID.charCodeAt(i)) >>> 0;
  return avatarColors[hash % avatarColors.length]!;
};

/** One or two capital letters from a first and last name. */
export const initialsOf = (firstName?: string | null, lastName?: string | null): string => {
  const letters = [firstName, lastName].map((name) => name?.trim().charAt(0) ?? '').join('');
  return letters.toUpperCase() || '?';
};
