export interface SelectOption {
  value: string;
  label: string;
}

/** Select messages (spec section 5). */
export const selectMessages = {
  noOptions: 'No options',
  loading: 'Loading...',
  placeholder: 'Select...',
} as const;

/** Select defaults (spec section 9): menu heights in pixels; a page is 5 options (PageUp/PageDown). */
export const selectDefaults = { maxMenuHeight: 300, minMenuHeight: 140, pageSize: 5 } as const;

/**
 * A new option is valid only if the input is non-empty and matches no existing option's value
 * or label, compared case-insensitively (spec section 5).
 */
export const isValidNewOption = (input: string, options: readonly SelectOption[]): boolean => {
  if (input === '') return false;
  const candidate = input.toLowerCase();
  return !options.some((o) => o.value.toLowerCase() === candidate || o.label.toLowerCase() === candidate);
};

/** The create option's label. */
export const createOptionLabel = (input: string): string => `Create "${input}"`;

/** Options whose label contains the input, case-insensitively. */
export const filterOptions = (input: string, options: readonly SelectOption[]): SelectOption[] => {
  const needle = input.trim().toLowerCase();
  return needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : [...options];
};

/** Open the menu above the control when less than the minimum height fits below and more fits above. */
export const menuPlacement = (
  spaceBelow: number,
  spaceAbove: number,
  minMenuHeight: number = selectDefaults.minMenuHeight,
): 'top' | 'bottom' => (spaceBelow < minMenuHeight && spaceAbove > spaceBelow ? 'top' : 'bottom');

/** The highlighted option after a navigation key; -1 means none. */
export const nextHighlight = (
  current: number,
  key: string,
  count: number,
  pageSize: number = selectDefaults.pageSize,
): number => {
  if (count === 0) return -1;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return current >= last ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? last : current - 1;
    case 'PageDown':
      return Math.min(Math.max(current, 0) + pageSize, last);
    case 'PageUp':
      return Math.max(current - pageSize, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return current;
  }
};
