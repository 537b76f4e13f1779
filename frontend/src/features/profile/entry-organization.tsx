import { Text } from '@chakra-ui/react';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { OrganizationSelect } from './organization-select';

/** An entry's organization, chosen or created in the select, with its error below it. */
export function EntryOrganization<V extends FieldValues>({
  name,
  label,
  kind,
  error,
}: {
  name: Path<V>;
  label: string;
  kind: 'employer' | 'university';
  error: string | undefined;
}) {
  const { control } = useFormContext<V>();
  return (
    <>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <OrganizationSelect
            label={label}
            kind={kind}
            value={field.value as string}
            onChange={(id) => {
              field.onChange(id);
              // A choice made is the field left: it is checked now, and its error shows or clears.
              field.onBlur();
            }}
          />
        )}
      />
      {error && (
        <Text color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </>
  );
}
