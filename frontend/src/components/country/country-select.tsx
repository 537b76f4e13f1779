import { Field, NativeSelect, type NativeSelectFieldProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { useFieldIds } from '../strict-id';
import { countryName, countryOptions } from './country-names';

interface CountrySelectProps extends Omit<NativeSelectFieldProps, 'children'> {
  label: string;
  error?: string | undefined;
  /** The choice for no country: "Any country" in a filter, "Choose a country" in a form. */
  emptyLabel: string;
  required?: boolean;
  /** A recorded code outside the list (an address written before the list was enforced) stays choosable. */
  current?: string | undefined;
}

/** A labelled picker of countries by name, its value the ISO code: every form and filter that takes a country. */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect(
  { label, error, emptyLabel, current, required, ...select },
  ref,
) {
  const { id, ids } = useFieldIds('field');
  const stray = current && !countryOptions.some((o) => o.code === current) ? current : null;
  return (
    <Field.Root id={select.id ?? id} ids={ids} invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field ref={ref} {...select}>
          <option value="">{emptyLabel}</option>
          {stray && <option value={stray}>{countryName(stray)}</option>}
          {countryOptions.map((o) => (
            <option key={o.code} value={o.code}>
              {o.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});
