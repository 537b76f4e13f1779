import { Checkbox, Fieldset, useCheckbox, type UseCheckboxReturn, VisuallyHidden } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { partIds, useStrictId } from '../../components/strict-id';

/**
 * The checkbox's parts less what html-validate's recommended rules refuse: the `<label>` root
 * wraps its input, so its `for` is redundant, and the input is hidden by a class (below) rather
 * than zag's inline style.
 */
const withPlainMarkup = (checkbox: UseCheckboxReturn): UseCheckboxReturn => ({
  ...checkbox,
  getRootProps: () => {
    const { htmlFor: _htmlFor, ...props } = checkbox.getRootProps() as ReturnType<
      UseCheckboxReturn['getRootProps']
    > & { htmlFor?: string };
    return props;
  },
  getHiddenInputProps: () => {
    const { style: _style, ...props } = checkbox.getHiddenInputProps();
    return props;
  },
});

/**
 * The box of a value's checkbox, a `<span>`: the root is a `<label>`, which holds phrasing content
 * only.
 */
const FacetBox = () => (
  <Checkbox.Control asChild>
    <span>
      <Checkbox.Indicator />
    </span>
  </Checkbox.Control>
);

interface FacetCheckboxProps {
  checked: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** One value of a filter: its checkbox and label (the label's text and count as children). */
export function FacetCheckbox({ checked, onToggle, children }: FacetCheckboxProps) {
  const ids = partIds(useStrictId('facet'), ['root', 'hiddenInput', 'control', 'label']);
  const checkbox = useCheckbox({ ids, checked, onCheckedChange: onToggle });
  return (
    <Checkbox.RootProvider value={withPlainMarkup(checkbox)} size="sm">
      <VisuallyHidden asChild>
        <Checkbox.HiddenInput />
      </VisuallyHidden>
      <FacetBox />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.RootProvider>
  );
}

/** A filter's values under its name as the legend (the legend's id in the strict form too). */
export function FacetFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  const legendId = useStrictId('facet-legend');
  return (
    <Fieldset.Root aria-labelledby={legendId}>
      <Fieldset.Legend id={legendId} fontWeight="semibold">
        {legend}
      </Fieldset.Legend>
      {children}
    </Fieldset.Root>
  );
}
