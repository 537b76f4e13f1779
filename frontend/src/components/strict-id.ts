import { useId } from 'react';

/**
 * An id for the page's elements in the strict form html-validate's recommended rules ask for: a
 * letter first, then letters, digits, dash and underscore. React's own (`_r_1_`) begin with an
 * underscore, and zag names a component's parts after it with colons (`checkbox:_r_1_:label`), so
 * the components pass ids built from this one instead.
 */
export const useStrictId = (name: string): string => `${name}${useId()}`;

/** The ids of a component's parts: `<id>-<part>` for each part named. */
export const partIds = <Part extends string>(id: string, parts: readonly Part[]): Record<Part, string> =>
  Object.fromEntries(parts.map((part) => [part, `${id}-${part}`])) as Record<Part, string>;

/** Props for a Field.Root: its input's id and its parts' ids, all in the strict form. */
export const useFieldIds = (name: string) => {
  const id = useStrictId(name);
  // Ark names the field's root `ids.control`; the input takes `id` itself.
  const ids = {
    control: `${id}-field`,
    label: `${id}-label`,
    helperText: `${id}-help`,
    errorText: `${id}-error`,
  };
  return { id, ids };
};
