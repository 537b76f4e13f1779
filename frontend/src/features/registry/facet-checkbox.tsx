import { Stack, type SystemStyleObject } from '@chakra-ui/react';
import { type ReactNode } from 'react';

/**
 * The look of Chakra's checkbox (size "sm", variant "solid") and fieldset, as selectors of the
 * filters' section: the page has dozens of values, and one class for all of them costs one style
 * computation where a Chakra checkbox per value cost a state machine and half a dozen styled
 * elements each. The box is the `<span>` after the input, which is hidden but still focusable.
 */
const facetStyles: SystemStyleObject = {
  '& fieldset': { display: 'flex', flexDirection: 'column', width: 'full' },
  '& legend': { color: 'fg', fontWeight: 'semibold', textStyle: 'sm' },
  '& [data-part=values]': { display: 'flex', flexDirection: 'column', gap: 1, mt: 2 },
  '& label': {
    display: 'inline-flex',
    gap: 2,
    alignItems: 'center',
    verticalAlign: 'top',
    position: 'relative',
    fontWeight: 'medium',
    textStyle: 'sm',
    userSelect: 'none',
    cursor: 'checkbox',
    // A touch target on phones and touch screens: each value's row at least 44 px tall.
    minHeight: { base: '44px', md: 'auto' },
  },
  '@media (pointer: coarse)': { '& label': { minHeight: '44px' } },
  '& label input': { srOnly: true },
  '& input + span': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSize: 4,
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'l1',
    color: 'colorPalette.contrast',
  },
  '& input + span > svg': { boxSize: 'full' },
  '& label:hover input:not(:checked, :disabled) + span': { borderColor: 'fg.subtle' },
  '& input:checked + span': { bg: 'colorPalette.solid', borderColor: 'colorPalette.solid' },
  '& input:focus-visible + span': {
    outlineWidth: '2px',
    outlineOffset: '2px',
    outlineStyle: 'solid',
    outlineColor: 'colorPalette.focusRing',
  },
  '& input:disabled + span, & input:disabled + span + span': { opacity: 0.5, cursor: 'disabled' },
  '& [data-part=count]': { color: 'fg.muted' },
};

/** The filters' section, its panels (`FacetList`) and their values styled from here. */
export function FacetFilters({ children }: { children: ReactNode }) {
  return (
    <Stack gap={5} as="section" aria-label="Filters" css={facetStyles}>
      {children}
    </Stack>
  );
}

interface FacetCheckboxProps {
  checked: boolean;
  onToggle: () => void;
  /** The value as it reads. */
  label: string;
  /** The members it would list; absent when the server did not count it (free-text expertise). */
  count?: number | undefined;
}

/**
 * One value of a filter: a native checkbox in its `<label>` (so named "value (count)"), then its
 * box (with the check mark when checked) and text as `<span>`s, a label holding phrasing content
 * only. Styled by `FacetFilters`.
 */
export function FacetCheckbox({ checked, onToggle, label, count }: FacetCheckboxProps) {
  return (
    <label>
      <input type="checkbox" checked={checked} onChange={onToggle} />
      <span aria-hidden="true">
        {checked ? (
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="3px"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <polyline points="20 6 9 17 4 12" />
          </svg>
        ) : null}
      </span>
      <span>
        {label}
        {count === undefined ? null : (
          <>
            {' '}
            <span data-part="count">({count})</span>
          </>
        )}
      </span>
    </label>
  );
}
